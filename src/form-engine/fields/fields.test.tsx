// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { FormField } from '../../../rules/compile/contract.ts';
import type { FormLookups } from '../lookups.ts';
import { compiled, fakeLookups, renderSchemaForm } from '../../../tests/support/form-engine.tsx';
import { formEngineTheme as theme } from '../theme.ts';
import { preloadLazyFields } from './lazy-field.tsx';
import { bookedDuring } from './own-car-field.tsx';
import { moved } from './stops-field.tsx';
import { kindOf } from './address-field.tsx';
import { NOT_GEOCODED } from './place-combobox.tsx';

// The fields fetched on first draw are fetched before these tests draw them at once.
beforeAll(preloadLazyFields);

afterEach(cleanup);

const one = (property: Record<string, unknown>, ui: Record<string, unknown>, required = false) =>
  compiled({ type: 'object', properties: { v: property }, ...(required ? { required: ['v'] } : {}) }, { v: ui });
const last = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)![0] as { v: unknown }).v;

it('registers a field for every name of the contract', () => {
  expect(Object.values(FormField).filter((name) => !(name in (theme.fields ?? {})))).toEqual([]);
});

describe('address: city, one box with suggestions as the booker types, kinds as a filter, free text geocoded, resets shown (D6)', () => {
  const addressSchema = {
    type: 'object',
    title: '上车地点',
    properties: Object.fromEntries(['city', 'cityCode', 'province', 'address', 'landmark', 'addressEn', 'airPortCode', 'flightNumber', 'terminal', 'plannedTime', 'placeId'].map((k) => [k, { type: 'string', default: '' }])),
  } as Record<string, unknown>;
  (addressSchema.properties as Record<string, unknown>).addressType = { type: 'integer', oneOf: [1, 3, 4, 5].map((v) => ({ const: v })) };
  (addressSchema.properties as Record<string, unknown>).lat = { type: ['number', 'null'] };
  (addressSchema.properties as Record<string, unknown>).lng = { type: ['number', 'null'] };
  const kinds = [
    { value: 1, label: '机场' },
    { value: 3, label: '普通地址' },
    { value: 4, label: '公司地址' },
    { value: 5, label: '常用上车地点' },
  ];
  const form = compiled({ type: 'object', properties: { pickUp: addressSchema } }, { pickUp: { 'ui:field': FormField.ADDRESS, 'ui:options': { role: 'pickUp', addressTypes: kinds, flightLookup: true } } });
  const inShanghai = { addressType: 1, cityCode: '310100', city: '上海' };
  const pickUpOf = (onChange: { mock: { calls: unknown[][] } }) => (onChange.mock.calls.at(-1)![0] as { pickUp: Record<string, unknown> }).pickUp;
  const box = () => screen.getByRole('combobox', { name: '上车地点' }) as HTMLInputElement;
  const searches = (lookups: FormLookups) => vi.mocked(lookups.searchPlaces).mock.calls as unknown as [string, string, { addressTypes?: number[]; limit?: number; signal?: AbortSignal }][];
  const suggestions = () => within(screen.getByRole('listbox', { name: '上车地点建议' })).getAllByRole('option');

  it('is a combobox tied to its list, and an empty box offers the company and frequent places first, of the kinds the field allows', async () => {
    const { lookups } = renderSchemaForm({ form, formData: { pickUp: inShanghai } });
    const input = box();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    fireEvent.focus(input);
    const options = await within(list).findAllByRole('option');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The kinds of a pickup (1, 3, 4, 5): no frequent drop-off place (6), no station (2 is not offered here).
    expect(options.map((o) => o.textContent)).toEqual(['总部大楼公司地址上海市总部大楼', '常用上车点常用地址上海市常用上车点', '浦东国际机场机场上海市浦东国际机场']);
    expect(searches(lookups)[0]).toEqual(['310100', '', expect.objectContaining({ addressTypes: [1, 3, 4, 5], limit: 10 })]);
  });

  it('suggests as the booker types, without a button: the request of a text typed over is cancelled, and a click fills the address with the place, its kind and id', async () => {
    const { onChange, lookups } = renderSchemaForm({ form, formData: { pickUp: inShanghai } });
    fireEvent.focus(box());
    await waitFor(() => expect(lookups.searchPlaces).toHaveBeenCalledTimes(1));
    fireEvent.change(box(), { target: { value: '人' } });
    fireEvent.change(box(), { target: { value: '人民' } });
    await screen.findByRole('option', { name: /人民大厦/ });
    // The empty box's request was cancelled once the text changed; the half-typed 人 was never asked.
    expect(searches(lookups)[0]![2].signal!.aborted).toBe(true);
    expect(searches(lookups).map((call) => call[1])).toEqual(['', '人民']);
    fireEvent.click(screen.getByRole('option', { name: /人民大厦/ }));
    expect(pickUpOf(onChange)).toMatchObject({ placeId: 'address:p', landmark: '人民大厦', address: '上海市人民大厦', addressType: 3, cityCode: '310100' });
    expect(box().value).toBe('人民大厦');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('is chosen by keyboard (↓ ↑ Enter, Esc closes): an airport fills the terminal, then the flight number and its lookup', async () => {
    const { onChange, lookups } = renderSchemaForm({ form, formData: { pickUp: inShanghai } });
    fireEvent.change(box(), { target: { value: '浦东' } });
    await screen.findByRole('option', { name: /浦东国际机场/ });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const first = suggestions()[0]!;
    expect(box().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(suggestions()[1]!.id);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    // The place's id travels with the address: the server prices from it (docs/server.md "Places").
    expect(pickUpOf(onChange)).toMatchObject({ placeId: 'airport:PVG', landmark: '浦东国际机场', airPortCode: 'PVG', terminal: 'T1', addressType: 1 });
    fireEvent.change(await screen.findByLabelText('航站楼'), { target: { value: 'T2' } });
    fireEvent.change(screen.getByLabelText('航班号'), { target: { value: 'mu5101' } });
    expect(pickUpOf(onChange)).toMatchObject({ terminal: 'T2', flightNumber: 'MU5101' });
    fireEvent.click(screen.getByRole('button', { name: '查询航班' }));
    await waitFor(() => expect(lookups.flight).toHaveBeenCalledWith('MU5101', ''));
    expect(await screen.findByText(/已查询到航班/)).toBeTruthy();
  });

  it('narrows the suggestions by the kind filter (全部 and the kinds of the field), a radio group', async () => {
    const { lookups } = renderSchemaForm({ form, formData: { pickUp: inShanghai } });
    const filter = screen.getByRole('radiogroup', { name: '上车地点类型' });
    expect(within(filter).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['全部', '机场', '普通地址', '公司地址', '常用上车地点']);
    expect((within(filter).getByRole('radio', { name: '全部' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(filter).getByRole('radio', { name: '公司地址' }));
    fireEvent.focus(box());
    await waitFor(() => expect(searches(lookups).at(-1)![2].addressTypes).toEqual([4]));
    await waitFor(() => expect(suggestions().map((o) => o.textContent)).toEqual(['总部大楼公司地址上海市总部大楼']));
  });

  it('geocodes free text on Enter, keeping what the booker typed as the address; text that names no place says so and stays', async () => {
    const { onChange, lookups } = renderSchemaForm({ form, formData: { pickUp: inShanghai } });
    fireEvent.change(box(), { target: { value: '上海市黄浦区南京东路300号' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(lookups.geocode).toHaveBeenCalledWith('310100', '上海市黄浦区南京东路300号', expect.anything()));
    await waitFor(() => expect(pickUpOf(onChange)).toMatchObject({ placeId: 'geo:abc123', landmark: '南京东路300号', address: '上海市黄浦区南京东路300号', addressType: 3 }));
    fireEvent.change(box(), { target: { value: '火星基地' } });
    fireEvent.blur(box());
    const message = await screen.findByText(NOT_GEOCODED);
    expect(box().getAttribute('aria-describedby')).toBe(message.parentElement!.id);
    expect(box().value).toBe('火星基地');
    expect(pickUpOf(onChange)).toMatchObject({ placeId: 'geo:abc123' });
  });

  it('another city drops the place chosen, its id with it', async () => {
    const { onChange } = renderSchemaForm({ form, formData: { pickUp: { addressType: 1, cityCode: '310100', city: '上海', landmark: '浦东国际机场', address: '上海市浦东国际机场', placeId: 'airport:PVG' } } });
    await screen.findByRole('option', { name: '北京' });
    fireEvent.change(screen.getByLabelText('上车地点城市'), { target: { value: '110100' } });
    const pickUp = pickUpOf(onChange);
    expect(pickUp).toMatchObject({ cityCode: '110100', city: '北京', landmark: '', address: '' });
    expect(pickUp.placeId ?? '').toBe('');
    expect(box().value).toBe('');
  });

  it('shows the place the data holds (a copied order) in the box, with its kind and address', () => {
    renderSchemaForm({ form, formData: { pickUp: { addressType: 4, cityCode: '310100', city: '上海', landmark: '华信智能科技总部', address: '上海市浦东新区张江高科碧波路690号' } } });
    expect(box().value).toBe('华信智能科技总部');
    expect(screen.getByText('公司地址 · 上海市浦东新区张江高科碧波路690号')).toBeTruthy();
  });

  it('takes the kind from the place: a frequent place of the other side is this side\'s, a kind the field lacks is ordinary', () => {
    expect(kindOf(6, [1, 2, 3, 4, 5])).toBe(5);
    expect(kindOf(2, [1, 3, 4, 5])).toBe(3);
    expect(kindOf(4, [1, 3, 4, 5])).toBe(4);
  });

  it('shows a reset of the kind with its message, moves the filter to the kind it was reset to, and the rule error under the box', () => {
    const withStation = compiled(form.schema, { pickUp: { 'ui:field': FormField.ADDRESS, 'ui:options': { role: 'pickUp', addressTypes: [...kinds, { value: 2, label: '火车站' }] } } });
    renderSchemaForm({
      form: withStation,
      formData: { pickUp: { addressType: 2, cityCode: '310100', city: '上海' } },
      addressResets: { '/pickUp': '同城单程上车地址不能选择机场，请重新选择地址' },
      errors: [{ path: '/pickUp/addressType', message: '同城单程上车地址不能选择机场，请重新选择地址' }],
    });
    expect(screen.getByRole('status').textContent).toBe('同城单程上车地址不能选择机场，请重新选择地址');
    expect((within(screen.getByRole('radiogroup', { name: '上车地点类型' })).getByRole('radio', { name: '火车站' }) as HTMLInputElement).checked).toBe(true);
    const lines = screen.getAllByText('同城单程上车地址不能选择机场，请重新选择地址');
    expect(box().getAttribute('aria-describedby')).toBe(lines.at(-1)!.parentElement!.id);
  });
});

describe('stops: add, remove, reorder, a place of the server in the same box, arrival time', () => {
  const text = { type: 'string', default: '' };
  const coordinate = { type: ['number', 'null'], default: null };
  const stop = {
    type: 'object',
    properties: { city: text, cityCode: text, name: text, address: text, lat: coordinate, lng: coordinate, placeId: { type: 'string' }, arrivalTime: text },
  };
  const form = one({ type: 'array', title: '途经地点', items: stop, maxItems: 3 }, { 'ui:field': FormField.STOPS });
  const empty = { city: '', cityCode: '', name: '', address: '', lat: null, lng: null, arrivalTime: '' };

  it('adds stops, types a place of the chosen city (with its placeId), types the arrival time, moves and removes them by buttons', async () => {
    const { onChange, lookups } = renderSchemaForm({ form, formData: { v: [] } });
    fireEvent.click(screen.getByRole('button', { name: '添加途经地点' }));
    fireEvent.click(screen.getByRole('button', { name: '添加途经地点' }));
    await within(screen.getByLabelText('途经地点 2 城市')).findByRole('option', { name: '上海' });
    fireEvent.change(screen.getByLabelText('途经地点 2 城市'), { target: { value: '310100' } });
    const place = screen.getByRole('combobox', { name: '途经地点 2' });
    fireEvent.change(place, { target: { value: '陆家嘴' } });
    await waitFor(() => expect(lookups.searchPlaces).toHaveBeenCalledWith('310100', '陆家嘴', expect.objectContaining({ limit: 10 })));
    fireEvent.click(await screen.findByRole('option', { name: /陆家嘴大厦/ }));
    fireEvent.change(screen.getByLabelText('途经地点 2 到达时间'), { target: { value: '2026-11-23 15:00' } });
    fireEvent.click(screen.getByRole('button', { name: '上移途经地点 2' }));
    const picked = { ...empty, city: '上海', cityCode: '310100', name: '陆家嘴大厦', address: '上海市陆家嘴大厦', lat: 31.2, lng: 121.4, placeId: 'address:p', arrivalTime: '2026-11-23 15:00' };
    expect(last(onChange)).toEqual([picked, empty]);
    expect((screen.getByRole('combobox', { name: '途经地点 1' }) as HTMLInputElement).value).toBe('陆家嘴大厦');
    expect((screen.getByRole('button', { name: '上移途经地点 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '删除途经地点 1' }));
    expect(last(onChange)).toEqual([empty]);
  });

  it('offers every kind of place for a stop, filtered by kind on request', async () => {
    const { lookups } = renderSchemaForm({ form, formData: { v: [{ ...empty, city: '上海', cityCode: '310100' }] } });
    const filter = screen.getByRole('radiogroup', { name: '途经地点 1类型' });
    expect(within(filter).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['全部', '机场', '火车站', '普通地址', '公司地址']);
    fireEvent.focus(screen.getByRole('combobox', { name: '途经地点 1' }));
    await waitFor(() => expect(lookups.searchPlaces).toHaveBeenCalledWith('310100', '', expect.not.objectContaining({ addressTypes: expect.anything() })));
    fireEvent.click(within(filter).getByRole('radio', { name: '火车站' }));
    await waitFor(() => expect(lookups.searchPlaces).toHaveBeenLastCalledWith('310100', '', expect.objectContaining({ addressTypes: [2] })));
  });

  it('geocodes a stop typed as free text', async () => {
    const { onChange } = renderSchemaForm({ form, formData: { v: [{ ...empty, city: '上海', cityCode: '310100' }] } });
    fireEvent.change(screen.getByRole('combobox', { name: '途经地点 1' }), { target: { value: '南京东路300号附近' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: '途经地点 1' }), { key: 'Enter' });
    await waitFor(() => expect(last(onChange)).toEqual([{ ...empty, city: '上海', cityCode: '310100', name: '南京东路300号', address: '南京东路300号附近', lat: 31.2, lng: 121.4, placeId: 'geo:abc123' }]));
  });

  it('another city drops the place chosen', async () => {
    const held = { ...empty, city: '上海', cityCode: '310100', name: '大厦', address: '上海市大厦', lat: 31.2, lng: 121.4, placeId: 'address:p' };
    const { onChange } = renderSchemaForm({ form, formData: { v: [held] } });
    await within(screen.getByLabelText('途经地点 1 城市')).findByRole('option', { name: '北京' });
    fireEvent.change(screen.getByLabelText('途经地点 1 城市'), { target: { value: '110100' } });
    expect(last(onChange)).toEqual([{ ...empty, city: '北京', cityCode: '110100', lat: 31.2, lng: 121.4 }]);
  });

  it("shows the server's message about a stop under its place", () => {
    renderSchemaForm({ form, formData: { v: [empty] }, errors: [{ path: '/v/0/name', message: '无法识别途经地点 1，请从搜索结果中选择地址' }] });
    const message = screen.getByText('无法识别途经地点 1，请从搜索结果中选择地址');
    expect(screen.getByLabelText('途经地点 1').getAttribute('aria-describedby')).toBe(message.parentElement!.id);
  });

  it('shows the rules stop message under the list', () => {
    renderSchemaForm({ form, formData: { v: [] }, errors: [{ path: '/v', message: '异地往返行程请先添加中途停靠' }] });
    expect(screen.getByText('异地往返行程请先添加中途停靠')).toBeTruthy();
  });

  it('moves an item without changing the list it was given', () => {
    const list = Object.freeze(['a', 'b', 'c']);
    expect(moved(list, 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('carLevels: cards in a radio group, price once price-ready', () => {
  it('lists the offered levels with picture, seats and price, and chooses one', async () => {
    const { onChange, lookups } = renderSchemaForm({
      form: one({ type: 'integer', title: '车型等级' }, { 'ui:field': FormField.CAR_LEVELS, 'ui:options': { levels: [1, 2], priceReady: true } }, true),
      formData: {},
    });
    const group = screen.getByRole('radiogroup', { name: '车型等级' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const comfort = await screen.findByLabelText(/舒适型/);
    expect(lookups.carLevels).toHaveBeenCalled();
    expect(screen.getByText('预估 ¥120')).toBeTruthy();
    expect(screen.getByText('6座')).toBeTruthy();
    fireEvent.click(comfort);
    expect(last(onChange)).toBe(1);
  });

  it('shows no price before the form is price-ready', async () => {
    renderSchemaForm({ form: one({ type: 'integer', title: '车型等级' }, { 'ui:field': FormField.CAR_LEVELS, 'ui:options': { levels: [], priceReady: false } }), formData: {} });
    await screen.findByLabelText(/舒适型/);
    expect(screen.queryByText(/预估/)).toBeNull();
  });
});

describe("creditCard: the booker's bound cards as radios", () => {
  const cardSchema = {
    title: '信用卡',
    type: ['object', 'null'],
    properties: { cardNumber: { type: 'string' }, vipCardId: { type: 'string' }, bindingCreditCardId: { type: 'string' }, cardType: { type: 'integer' } },
    default: null,
  };
  const card = { bindingCreditCardId: 'CC-1', cardNumber: '622202******0010', cardType: 1, vipCardId: '', bankName: '工商银行', expires: '2028/08' };

  it('offers each card with its bank, masked number and expiry; choosing one writes the card', async () => {
    const { onChange } = renderSchemaForm({
      form: one(cardSchema, { 'ui:field': FormField.CREDIT_CARD }, true),
      formData: { v: null },
      lookups: fakeLookups({ creditCards: vi.fn(async () => [card]) }),
    });
    const radio = (await screen.findByLabelText('工商银行 622202******0010（有效期至 2028/08）')) as HTMLInputElement;
    fireEvent.click(radio);
    expect(last(onChange)).toEqual({ cardNumber: '622202******0010', vipCardId: '', bindingCreditCardId: 'CC-1', cardType: 1 });
    await waitFor(() => expect(radio.checked).toBe(true));
  });

  it('tells a booker with no card bound to choose another payment type', async () => {
    renderSchemaForm({ form: one(cardSchema, { 'ui:field': FormField.CREDIT_CARD }), formData: { v: null }, lookups: fakeLookups({ creditCards: vi.fn(async () => []) }) });
    expect(await screen.findByText('您还没有绑定信用卡，请选择其他支付方式')).toBeTruthy();
  });
});

describe('giftCards: the booker\'s gift e-cards usable on the boarding date', () => {
  const listSchema = { title: '礼品E卡', type: 'array', items: { type: 'string' }, default: [] };

  it('asks with the boarding time and offers each card with its balance and expiry; ticking writes the ids', async () => {
    const giftCards = vi.fn(async () => [{ id: 'GC-1', name: '员工关怀E卡', balance: 500, expireDate: '2027-06-30' }]);
    const { onChange } = renderSchemaForm({
      form: compiled({ type: 'object', properties: { travelDateTime: { type: 'string' }, v: listSchema } }, { v: { 'ui:field': FormField.GIFT_CARDS } }),
      formData: { travelDateTime: '2026-11-24 09:00', v: [] },
      lookups: fakeLookups({ giftCards }),
    });
    fireEvent.click(await screen.findByLabelText('员工关怀E卡 余额 ¥500（有效期至 2027-06-30）'));
    expect(last(onChange)).toEqual(['GC-1']);
    expect(giftCards).toHaveBeenCalledWith('2026-11-24 09:00');
  });

  it('ticking cards sets the order\'s gift-card amount ECardAmount, their balances together, shown under them', async () => {
    const giftCards = vi.fn(async () => [
      { id: 'GC-1', name: '员工关怀E卡', balance: 500, expireDate: '2027-06-30' },
      { id: 'GC-2', name: '年会E卡', balance: 20.5, expireDate: '2027-12-31' },
    ]);
    const { onChange } = renderSchemaForm({
      form: compiled({ type: 'object', properties: { ECardList: listSchema, ECardAmount: { type: 'number', default: 0 } } }, { ECardList: { 'ui:field': FormField.GIFT_CARDS } }),
      formData: { ECardList: [], ECardAmount: 0 },
      lookups: fakeLookups({ giftCards }),
    });
    const data = () => onChange.mock.calls.at(-1)![0] as { ECardList: string[]; ECardAmount: number };
    fireEvent.click(await screen.findByLabelText('员工关怀E卡 余额 ¥500（有效期至 2027-06-30）'));
    await waitFor(() => expect(data()).toEqual({ ECardList: ['GC-1'], ECardAmount: 500 }));
    fireEvent.click(screen.getByLabelText('年会E卡 余额 ¥20.5（有效期至 2027-12-31）'));
    await waitFor(() => expect(data()).toEqual({ ECardList: ['GC-1', 'GC-2'], ECardAmount: 520.5 }));
    expect(screen.getByRole('status').textContent).toBe('E卡支付金额 ¥520.5');
    fireEvent.click(screen.getByLabelText('员工关怀E卡 余额 ¥500（有效期至 2027-06-30）'));
    await waitFor(() => expect(data()).toEqual({ ECardList: ['GC-2'], ECardAmount: 20.5 }));
  });
});

describe('payment: the D5 options, forced shown locked, recharge', () => {
  it('offers the options as radios', () => {
    const { onChange } = renderSchemaForm({
      form: one({ type: 'integer', title: '支付方式' }, { 'ui:field': FormField.PAYMENT, 'ui:options': { choices: [{ value: 20, label: '余额' }, { value: 2, label: '信用卡' }], forced: false, lockedReason: null, rechargeAmount: null } }),
      formData: {},
    });
    fireEvent.click(screen.getByLabelText('信用卡'));
    expect(last(onChange)).toBe(2);
  });

  it('shows a forced option chosen and locked with the reason, and the recharge amount', () => {
    renderSchemaForm({
      form: one({ type: 'integer', title: '支付方式' }, { 'ui:field': FormField.PAYMENT, 'ui:readonly': true, 'ui:options': { choices: [{ value: 4, label: '挂账' }], forced: true, lockedReason: '已开放「挂账」，因此它是唯一的支付方式', rechargeAmount: 190 } }),
      formData: {},
    });
    const checkout = screen.getByLabelText('挂账') as HTMLInputElement;
    expect(checkout.checked).toBe(true);
    expect(checkout.disabled).toBe(true);
    expect(screen.getByText('已锁定：已开放「挂账」，因此它是唯一的支付方式')).toBeTruthy();
    expect(screen.getByText('余额不足，需充值 190 元')).toBeTruthy();
  });
});

describe('approver: name(phone) split, check by validate type, lists', () => {
  const approver = { type: 'object', title: '审批人', properties: { name: { type: 'string', title: '审批人姓名' }, phoneNumber: { type: 'string', title: '审批人手机号' }, email: { type: 'string', title: '审批人邮箱' } } };

  it('splits a typed name(phone) and checks it on leaving (D8)', () => {
    const { onChange } = renderSchemaForm({
      form: one(approver, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'userInput', validateType: 3, input: 'namePhone' } }, true),
      formData: {},
    });
    const input = screen.getByLabelText('审批人（姓名(手机号)）');
    expect(input.getAttribute('aria-required')).toBe('true');
    fireEvent.change(input, { target: { value: '王五（13800000000）' } });
    expect(last(onChange)).toEqual({ name: '王五', phoneNumber: '13800000000' });
    fireEvent.change(input, { target: { value: '王五' } });
    fireEvent.blur(input);
    expect(screen.getByText('请按 姓名(手机号) 格式填写')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the administrative reviewer’s phone as a mobile number under name(phone): the section has no name part (D3, ui:options.checks)', () => {
    const reviewer = { type: 'object', title: '行政审核人', properties: { email: { type: 'string', title: '行政审核人邮箱' }, phoneNumber: { type: 'string', title: '行政审核人手机号' } } };
    renderSchemaForm({ form: one(reviewer, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'exco', validateType: 3, input: 'namePhone', checks: 'phoneNumber' } }, true), formData: {} });
    const phone = screen.getByLabelText('行政审核人手机号');
    fireEvent.change(phone, { target: { value: '13533339999' } });
    fireEvent.blur(phone);
    expect(screen.queryByText('请按 姓名(手机号) 格式填写')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(phone, { target: { value: '冯涛' } });
    fireEvent.blur(phone);
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
  });

  it('draws the server’s refusal of the section (an error at the object) once, under the group; the input naming the person is invalid and described by it', () => {
    const errors = [{ path: '/v', message: '审批人不能是预订人本人，请填写其他审批人' }];
    renderSchemaForm({ form: one(approver, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'userInput', validateType: 3, input: 'namePhone' } }, true), formData: {}, errors });
    expect(screen.getAllByText('审批人不能是预订人本人，请填写其他审批人')).toHaveLength(1);
    const input = screen.getByLabelText('审批人（姓名(手机号)）');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((ref) => document.getElementById(ref)?.textContent ?? '');
    expect(described).toContain('审批人不能是预订人本人，请填写其他审批人');
    cleanup();
    renderSchemaForm({ form: one(approver, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'ownCostCenter', validateType: 2, input: 'phone' } }), formData: {}, errors });
    expect(screen.getAllByText('审批人不能是预订人本人，请填写其他审批人')).toHaveLength(1);
    expect(screen.getByLabelText('审批人手机号').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks an e-mail section (validate type 1)', () => {
    renderSchemaForm({ form: one(approver, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'userInput', validateType: 1, input: 'email' } }), formData: {} });
    const email = screen.getByLabelText('审批人邮箱');
    fireEvent.change(email, { target: { value: 'not-mail' } });
    fireEvent.blur(email);
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
  });

  it('fills the cost-centre approver from the cost-centre list', async () => {
    const { onChange, lookups } = renderSchemaForm({ form: one(approver, { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'costCenter', validateType: 2, input: 'phone' } }), formData: {} });
    const list = screen.getByLabelText('按成本中心选择审批人');
    await within(list).findByRole('option', { name: '研发中心：李四' });
    fireEvent.change(list, { target: { value: '0' } });
    expect(lookups.costCentres).toHaveBeenCalled();
    expect(last(onChange)).toEqual({ name: '李四', phoneNumber: '13800000002', email: 'lisi@example.com' });
  });

  it('asks the reviewers of the pickup city', async () => {
    const reviewer = { type: 'object', title: '行政审核人', properties: { email: { type: 'string', title: '行政审核人邮箱' }, city: { type: 'string', title: '行政审核人城市' } } };
    const form = compiled({ type: 'object', properties: { pickUp: { type: 'object', properties: { cityCode: { type: 'string' } } }, r: reviewer } }, { r: { 'ui:field': FormField.APPROVER, 'ui:options': { role: 'exco', validateType: 1, input: 'email' } } });
    const { lookups } = renderSchemaForm({ form, formData: { pickUp: { cityCode: '310100' } } });
    await waitFor(() => expect(lookups.reviewers).toHaveBeenCalledWith('310100'));
    expect(await screen.findByRole('option', { name: '赵六（zhaoliu@example.com）' })).toBeTruthy();
  });
});

describe('contacts: rows of name, phone, e-mail', () => {
  it('adds and removes rows, each input labelled with its row', () => {
    const row = { type: 'object', properties: { name: { type: 'string' }, phoneNumber: { type: 'string' }, email: { type: 'string' } } };
    const { onChange } = renderSchemaForm({ form: one({ type: 'array', title: '其他乘车人', items: row }, { 'ui:field': FormField.CONTACTS }), formData: { v: [] } });
    fireEvent.click(screen.getByRole('button', { name: '添加乘车人' }));
    fireEvent.change(screen.getByLabelText('乘车人 1 姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('乘车人 1 手机号'), { target: { value: '13800000009' } });
    expect(last(onChange)).toEqual([{ name: '张三', phoneNumber: '13800000009', email: '' }]);
    fireEvent.click(screen.getByRole('button', { name: '删除乘车人 1' }));
    expect(last(onChange)).toEqual([]);
  });

  it('a phone typed in full into a row without a name fills the colleague\'s name; a row with a name keeps it', async () => {
    const row = { type: 'object', properties: { name: { type: 'string' }, phoneNumber: { type: 'string' }, email: { type: 'string' } } };
    const colleagueByPhone = vi.fn(async (phone: string) => (phone === '13912345678' ? { name: '李建华' } : null));
    const { onChange } = renderSchemaForm({ form: one({ type: 'array', title: '其他乘车人', items: row }, { 'ui:field': FormField.CONTACTS }), formData: { v: [] }, lookups: fakeLookups({ colleagueByPhone }) });
    fireEvent.click(screen.getByRole('button', { name: '添加乘车人' }));
    fireEvent.change(screen.getByLabelText('乘车人 1 手机号'), { target: { value: '1391234567' } });
    expect(colleagueByPhone).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('乘车人 1 手机号'), { target: { value: '13912345678' } });
    await waitFor(() => expect(last(onChange)).toEqual([{ name: '李建华', phoneNumber: '13912345678', email: '' }]));
    fireEvent.click(screen.getByRole('button', { name: '添加乘车人' }));
    fireEvent.change(screen.getByLabelText('乘车人 2 姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('乘车人 2 手机号'), { target: { value: '13912345678' } });
    expect(colleagueByPhone).toHaveBeenCalledTimes(1);
    expect((last(onChange) as unknown[])[1]).toEqual({ name: '张三', phoneNumber: '13912345678', email: '' });
  });

  it("offers the booker's common renters: choosing one fills an empty row or adds one, a renter already aboard is not offered twice, typing still works", async () => {
    const row = { type: 'object', properties: { name: { type: 'string' }, phoneNumber: { type: 'string' }, email: { type: 'string' } } };
    const commonRenters = vi.fn(async () => [
      { name: '刘洋', phone: '13900000031', email: 'liu@example.com' },
      { name: '陈静', phone: '13900000032', email: '' },
    ]);
    const { onChange } = renderSchemaForm({ form: one({ type: 'array', title: '其他乘车人', items: row }, { 'ui:field': FormField.CONTACTS }), formData: { v: [] }, lookups: fakeLookups({ commonRenters }) });
    const select = await screen.findByLabelText('从常用乘车人添加');
    fireEvent.change(select, { target: { value: '0' } });
    expect(last(onChange)).toEqual([{ name: '刘洋', phoneNumber: '13900000031', email: 'liu@example.com' }]);
    expect(screen.getByRole('option', { name: '刘洋（13900000031）' })).toHaveProperty('disabled', true);
    // An empty row is filled rather than another added.
    fireEvent.click(screen.getByRole('button', { name: '添加乘车人' }));
    fireEvent.change(screen.getByLabelText('从常用乘车人添加'), { target: { value: '1' } });
    expect(last(onChange)).toEqual([
      { name: '刘洋', phoneNumber: '13900000031', email: 'liu@example.com' },
      { name: '陈静', phoneNumber: '13900000032', email: '' },
    ]);
    expect((screen.getByLabelText('从常用乘车人添加') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('乘车人 2 姓名'), { target: { value: '陈静静' } });
    expect((last(onChange) as unknown[])[1]).toEqual({ name: '陈静静', phoneNumber: '13900000032', email: '' });
    expect(commonRenters).toHaveBeenCalledTimes(1);
  });

  it('offers no renter choice where the lookups have none', () => {
    const row = { type: 'object', properties: { name: { type: 'string' }, phoneNumber: { type: 'string' }, email: { type: 'string' } } };
    renderSchemaForm({ form: one({ type: 'array', title: '其他乘车人', items: row }, { 'ui:field': FormField.CONTACTS }), formData: { v: [] } });
    expect(screen.queryByLabelText('从常用乘车人添加')).toBeNull();
  });
});

describe('notifications and baggage: labelled check boxes', () => {
  it('ticks notification choices in the offered order', () => {
    const { onChange } = renderSchemaForm({
      form: one({ type: 'array', title: '短信通知', items: { type: 'integer' } }, { 'ui:field': FormField.NOTIFICATIONS, 'ui:options': { choices: [{ value: 1, label: '短信通知预订人' }, { value: 2, label: '短信通知乘车人' }] } }),
      formData: { v: [] },
    });
    expect(screen.getByRole('group', { name: '短信通知' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('短信通知乘车人'));
    fireEvent.click(screen.getByLabelText('短信通知预订人'));
    expect(last(onChange)).toEqual([1, 2]);
  });

  it('ticks baggage sizes 50/51/52', () => {
    const { onChange } = renderSchemaForm({
      form: one({ type: 'array', title: '行李', items: { type: 'integer' } }, { 'ui:field': FormField.BAGGAGE, 'ui:options': { sizes: [{ value: 50, label: '小件行李' }, { value: 52, label: '大件行李' }] } }),
      formData: { v: [] },
    });
    fireEvent.click(screen.getByLabelText('大件行李'));
    expect(last(onChange)).toEqual([52]);
  });
});

describe('ownCar: car and licence, booked times respected', () => {
  const form = compiled(
    { type: 'object', properties: { fromTime: { type: 'string' }, toTime: { type: 'string' }, carLicense: { type: 'string', title: '车牌号' } } },
    { carLicense: { 'ui:field': FormField.OWN_CAR } },
  );

  it('shows booked times and refuses a licence booked in the chosen period', async () => {
    const { onChange } = renderSchemaForm({ form, formData: { fromTime: '2026-11-23 10:00', toTime: '2026-11-23 13:00' } });
    const taken = (await screen.findByLabelText(/沪A12345/)) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    expect(screen.getByText('所选时间已被预订')).toBeTruthy();
    expect(screen.getByText('已预订：2026-11-23 09:00 至 2026-11-23 12:00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/沪B67890/));
    expect((onChange.mock.calls.at(-1)![0] as unknown as { carLicense: string }).carLicense).toBe('沪B67890');
  });

  it('judges overlap of booked periods', () => {
    const booked = [{ from: '2026-11-23 09:00', to: '2026-11-23 12:00' }];
    expect(bookedDuring(booked, '2026-11-23 12:00', '2026-11-23 14:00')).toBe(false);
    expect(bookedDuring(booked, '2026-11-23 08:00', '2026-11-23 09:30')).toBe(true);
    expect(bookedDuring(booked, '', '')).toBe(false);
  });

  it('shows a failed lookup in Chinese', async () => {
    const lookups = fakeLookups({ ownCars: vi.fn(async () => Promise.reject(new Error('车辆列表加载失败'))) });
    renderSchemaForm({ form, formData: {}, lookups });
    expect(await screen.findByText('车辆列表加载失败')).toBeTruthy();
  });
});


describe('letterOfCommitment: the enterprise’s letter, read and agreed to', () => {
  const agreement = { title: '用车承诺函', type: 'boolean', default: false };
  const ui = { 'ui:field': FormField.LETTER_OF_COMMITMENT, 'ui:options': { letterTitle: '天府银行挂账用车承诺函', letterContent: '第一段。\n\n第二段。' } };

  it('shows the letter’s title and paragraphs, and ticking the required checkbox writes true', () => {
    const { onChange } = renderSchemaForm({ form: one(agreement, ui, true), formData: { v: false } });
    const letter = screen.getByRole('region', { name: '天府银行挂账用车承诺函' });
    expect(within(letter).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['第一段。', '第二段。']);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《天府银行挂账用车承诺函》' });
    expect(box.getAttribute('aria-required')).toBe('true');
    fireEvent.click(box);
    expect(last(onChange)).toBe(true);
    fireEvent.click(box);
    expect(last(onChange)).toBe(false);
  });

  it('draws its error under the checkbox, linked to it', async () => {
    renderSchemaForm({ form: one(agreement, ui, true), formData: { v: false }, errors: [{ path: '/v', message: '请阅读并勾选同意用车承诺函' }] });
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《天府银行挂账用车承诺函》' });
    await screen.findByText('请阅读并勾选同意用车承诺函');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((ref) => document.getElementById(ref)?.textContent ?? '');
    expect(described).toContain('请阅读并勾选同意用车承诺函');
  });
});

describe('specialCostCentre: the special enterprise’s business unit and department, looked up', () => {
  const parts = {
    type: 'object',
    title: '特殊成本中心',
    properties: { bizOperUnit: { type: 'string', title: '业务经营单位', minLength: 1 }, deptId: { type: 'string', title: '部门', minLength: 1 } },
  };
  const centres = vi.fn(async () => [
    { id: 8, name: 'CC2001', approverName: '', approverEmail: '', approverPhone: '', specialParts: [{ bizOperUnit: '华东事业部', deptId: 'D2001' }, { bizOperUnit: '华东事业部', deptId: 'D2002' }] },
    { id: 9, name: 'CC3005', approverName: '', approverEmail: '', approverPhone: '', specialParts: [{ bizOperUnit: '华南事业部', deptId: 'D3005' }] },
  ]);

  it('offers the units of the lookup, the departments of the chosen unit, and another unit clears the department', async () => {
    const { onChange } = renderSchemaForm({ form: one(parts, { 'ui:field': FormField.SPECIAL_COST_CENTRE }), formData: { v: null }, lookups: fakeLookups({ costCentres: centres }) });
    const unit = screen.getByLabelText('业务经营单位');
    await within(unit).findByRole('option', { name: '华南事业部' });
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '华东事业部', '华南事业部']);
    expect((screen.getByLabelText('部门') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(unit, { target: { value: '华东事业部' } });
    expect(last(onChange)).toEqual({ bizOperUnit: '华东事业部', deptId: '' });
    const dept = screen.getByLabelText('部门');
    expect(within(dept).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', 'D2001', 'D2002']);
    fireEvent.change(dept, { target: { value: 'D2002' } });
    expect(last(onChange)).toEqual({ bizOperUnit: '华东事业部', deptId: 'D2002' });
    fireEvent.change(unit, { target: { value: '华南事业部' } });
    expect(last(onChange)).toEqual({ bizOperUnit: '华南事业部', deptId: '' });
    expect(within(screen.getByLabelText('部门')).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', 'D3005']);
  });
});
