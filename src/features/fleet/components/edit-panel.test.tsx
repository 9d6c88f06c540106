// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FLEET_SCHEMAS, type CompiledForm, type OwnDriverBody } from '../../../../rules/index.ts';
import { UiProvider } from '../../../components/ui/provider.tsx';
import { EditPanel } from './edit-panel.tsx';

// The panel is any fleet row's (事故, 保险); a driver's PUT schema exercises it with a phone number's check.
const { $schema: _s, $id: _i, description: _d, ...driverSchema } = FLEET_SCHEMAS.ownDriver as Record<string, unknown>;
const driverForm: CompiledForm = { schema: driverSchema, uiSchema: { 'ui:order': ['name', 'phoneNumber', 'licenseNumber', 'licenseExpiry', 'carLicense', 'driverId'], driverId: { 'ui:widget': 'hidden' } }, fieldStates: {} };
const driverBodyOf = ({ driverId, name, phoneNumber, licenseNumber, licenseExpiry, carLicense }: typeof DRIVER): OwnDriverBody => ({ driverId, name, phoneNumber, licenseNumber, licenseExpiry, carLicense });

afterEach(cleanup);

const DRIVER = {
  driverId: 3, enterpriseId: 1001, name: '王海峰', phoneNumber: '13916600003', licenseNumber: '330106198511207788', licenseExpiry: '2027-11-20',
  licenseExpired: false, carLicense: '', creationTime: '2026-11-23 10:00:00', lastModificationTime: '2026-11-23 10:00:00',
};

function renderDriver(onSave = vi.fn(() => Promise.resolve()), onClose = vi.fn()) {
  render(
    <UiProvider>
      <EditPanel<OwnDriverBody> title="编辑司机 王海峰" form={driverForm} id="driverEdit" initial={driverBodyOf(DRIVER)} onSave={onSave} onClose={onClose} />
    </UiProvider>,
  );
  return { onSave, onClose };
}

describe('the edit panel of a fleet row', () => {
  it('is the row\'s form, prefilled, with labelled required fields', () => {
    renderDriver();
    const form = screen.getByRole('region', { name: '编辑司机 王海峰' });
    expect(form).toBeTruthy();
    expect((screen.getByLabelText(/^手机号/) as HTMLInputElement).value).toBe('13916600003');
    expect(screen.getByLabelText(/^姓名/).getAttribute('aria-required')).toBe('true');
  });

  it('保存 sends the PUT body with the driver\'s id and the change, then closes', async () => {
    const { onSave, onClose } = renderDriver();
    fireEvent.change(screen.getByLabelText(/^常用车辆/), { target: { value: '沪A·D5678' } });
    fireEvent.blur(screen.getByLabelText(/^常用车辆/));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ ...driverBodyOf(DRIVER), carLicense: '沪A·D5678' });
  });

  it('a bad phone number is refused under its field, in Chinese, and nothing is sent', async () => {
    const { onSave } = renderDriver();
    fireEvent.change(screen.getByLabelText(/^手机号/), { target: { value: '139166' } });
    fireEvent.blur(screen.getByLabelText(/^手机号/));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText(/^手机号/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('手机号格式不正确，例如 13800000001')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a refused save keeps the view open', async () => {
    const { onClose } = renderDriver(vi.fn(() => Promise.reject(new Error('refused'))));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
