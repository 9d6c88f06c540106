/**
 * Renders the form engine in jsdom for component tests: `SchemaForm` inside the Chakra provider,
 * with fixture lookups whose every call is a spy (so a test can assert which lookup a widget asked).
 */
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';

import type { CompiledForm, FieldState } from '../../rules/compile/contract.ts';
import { UiProvider } from '../../src/components/ui/provider.tsx';
import type { FormLookups, LookupPlace, PlaceQuery } from '../../src/form-engine/lookups.ts';
import { SchemaForm } from '../../src/form-engine/schema-form.tsx';
import type { SchemaFormProps } from '../../src/form-engine/schema-form.tsx';

/** A place of the fixture city 上海 (310100). */
export function place(key: string, addressType: number, landmark: string, extra: Partial<LookupPlace> = {}): LookupPlace {
  return {
    key,
    placeId: `${addressType === 1 ? 'airport' : 'address'}:${key.replace(/[^A-Za-z0-9]/g, '') || 'x'}`,
    addressType,
    landmark,
    address: `上海市${landmark}`,
    addressEn: '',
    city: '上海',
    cityCode: '310100',
    province: '上海',
    lat: 31.2,
    lng: 121.4,
    ...extra,
  };
}

/** Lookups answering fixtures; each member is a `vi.fn` a test can inspect or replace. */
export function fakeLookups(overrides: Partial<FormLookups> = {}) {
  const lookups = {
    cities: vi.fn(async () => [
      { cityCode: '310100', cityName: '上海', province: '上海' },
      { cityCode: '110100', cityName: '北京', province: '北京' },
    ]),
    // The suggestions of 上海: an empty text offers the company and frequent places first, then the airport and the
    // station (as the server orders them); a text offers `<text>大厦`; `addressTypes` narrows them as the server does.
    searchPlaces: vi.fn(async (_city: string, keyword: string, query?: PlaceQuery) => {
      const all =
        keyword === ''
          ? [
              place('c-1', 4, '总部大楼', { category: '公司地址' }),
              place('f-5', 5, '常用上车点', { category: '常用地址' }),
              place('f-6', 6, '常用下车点', { category: '常用地址' }),
              place('PVG', 1, '浦东国际机场', { airPortCode: 'PVG', terminals: ['T1', 'T2'], category: '机场' }),
              place('SHH', 2, '上海虹桥站', { category: '火车站' }),
            ]
          : [place(`p-${keyword}`, 3, `${keyword}大厦`, { category: '商务楼宇' }), place('PVG', 1, '浦东国际机场', { airPortCode: 'PVG', terminals: ['T1', 'T2'], category: '机场' })];
      return query?.addressTypes ? all.filter((p) => query.addressTypes!.includes(p.addressType)) : all;
    }),
    geocode: vi.fn(async (_city: string, address: string) => (address.includes('南京东路') ? place('geo1', 3, '南京东路300号', { placeId: 'geo:abc123' }) : null)),
    flight: vi.fn(async (flightNumber: string) => ({ flightNumber, airPortCode: 'PVG', terminal: 'T2', arrivalTime: '2026-11-23 10:00' })),
    carLevels: vi.fn(async () => [
      { id: 1, name: '舒适型', pictureUrl: '/cars/1.png', seats: 4, estimatedPrice: 120 },
      { id: 2, name: '商务型', pictureUrl: '/cars/2.png', seats: 6, estimatedPrice: null },
    ]),
    costCentres: vi.fn(async () => [{ id: 1, name: '研发中心', approverName: '李四', approverEmail: 'lisi@example.com', approverPhone: '13800000002' }]),
    approvers: vi.fn(async () => [{ name: '王五', email: 'wangwu@example.com', phone: '13800000003', city: '上海' }]),
    reviewers: vi.fn(async () => [{ name: '赵六', email: 'zhaoliu@example.com', phone: '13800000004', city: '上海' }]),
    ownCars: vi.fn(async () => [
      {
        carType: 1,
        carTypeDesc: '别克GL8',
        color: '黑色',
        licences: [
          { carLicense: '沪A12345', booked: [{ from: '2026-11-23 09:00', to: '2026-11-23 12:00' }] },
          { carLicense: '沪B67890', booked: [] },
        ],
      },
    ]),
    uploadAttachment: vi.fn(async (file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      onProgress(1);
      return { fileId: 'f-1', name: file.name, url: `/files/f-1` };
    }),
    ...overrides,
  } satisfies FormLookups;
  return lookups;
}

/** A field state that is visible, editable and optional unless told otherwise. */
export function fieldState(state: Partial<FieldState> = {}): FieldState {
  return { visible: true, required: false, editable: true, because: [], ...state };
}

/** A compiled form of hand-written parts. */
export function compiled(schema: CompiledForm['schema'], uiSchema: CompiledForm['uiSchema'] = {}, fieldStates: CompiledForm['fieldStates'] = {}): CompiledForm {
  return { schema, uiSchema, fieldStates };
}

type Harness<T> = Omit<SchemaFormProps<T>, 'onChange' | 'onSubmit' | 'lookups' | 'label'> &
  Partial<Pick<SchemaFormProps<T>, 'lookups' | 'label'>>;

/**
 * Renders a controlled `SchemaForm` (the harness keeps the data, as a page does) and returns the
 * spies: `onChange` sees every data change, `onSubmit` every accepted submit.
 */
export function renderSchemaForm<T>(props: Harness<T>) {
  const onChange = vi.fn<(data: T, id?: string) => void>();
  const onSubmit = vi.fn<(data: T) => void>();
  const lookups = props.lookups ?? fakeLookups();
  function Host() {
    const [data, setData] = useState<T>(props.formData);
    return (
      <SchemaForm<T>
        {...props}
        lookups={lookups}
        label={props.label ?? '测试表单'}
        formData={data}
        onChange={(next, id) => {
          setData(next);
          onChange(next, id);
        }}
        onSubmit={onSubmit}
      />
    );
  }
  const view = render(
    <UiProvider>
      <Host />
    </UiProvider>,
  );
  return { ...view, onChange, onSubmit, lookups };
}
