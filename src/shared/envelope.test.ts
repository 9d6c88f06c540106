import { describe, expect, it } from 'vitest';

import { createNodeCipher } from '../server/protocol/node-cipher.ts';
import { createWebCipher } from '../transport/web-cipher.ts';
import { decodeBody, decodeBodyAsync, isBusinessError, isToastedBusinessError, missingResponse, normaliseEnvelope } from './envelope.ts';

const cipher = createNodeCipher('testing');
const webCipher = createWebCipher('testing');

describe('decoding a response body (spec §7)', () => {
  it('reads an empty body as {}', () => {
    expect(decodeBody('', cipher)).toEqual({ ok: true, value: {} });
    expect(decodeBody(cipher.encrypt(''), cipher)).toEqual({ ok: true, value: {} });
  });

  it('decrypts and parses an envelope', () => {
    const envelope = { isSuccess: true, errorCode: 0, message: '成功', result: { list: [1] } };
    expect(decodeBody(cipher.encrypt(JSON.stringify(envelope)), cipher)).toEqual({ ok: true, value: envelope });
  });

  it('fails, typed, on a body that is not our cipher text', () => {
    expect(decodeBody('{"isSuccess":true}', cipher)).toEqual({ ok: false, reason: 'undecryptable' });
    expect(decodeBody(createNodeCipher('demo').encrypt('{"a":1}'), cipher)).toEqual({ ok: false, reason: 'undecryptable' });
  });

  it('fails, typed, on plain text that is not JSON', () => {
    expect(decodeBody(cipher.encrypt('<html>'), cipher)).toEqual({ ok: false, reason: 'notJson' });
  });
});

describe('decoding a response body with the portal\'s cipher (the same rules, asynchronous)', () => {
  it('reads an empty body, and the cipher text of \'\', as {}', async () => {
    await expect(decodeBodyAsync('', webCipher)).resolves.toEqual({ ok: true, value: {} });
    await expect(decodeBodyAsync(` ${cipher.encrypt('')}\n`, webCipher)).resolves.toEqual({ ok: true, value: {} });
  });

  it('decrypts and parses what the server encrypted', async () => {
    const envelope = { isSuccess: true, errorCode: 0, message: '成功', result: { list: [1] } };
    await expect(decodeBodyAsync(cipher.encrypt(JSON.stringify(envelope)), webCipher)).resolves.toEqual({ ok: true, value: envelope });
  });

  it('fails, typed, on a body that is not our cipher text or not JSON', async () => {
    await expect(decodeBodyAsync('{"isSuccess":true}', webCipher)).resolves.toEqual({ ok: false, reason: 'undecryptable' });
    await expect(decodeBodyAsync(createNodeCipher('demo').encrypt('{"a":1}'), webCipher)).resolves.toEqual({ ok: false, reason: 'undecryptable' });
    await expect(decodeBodyAsync(cipher.encrypt('<html>'), webCipher)).resolves.toEqual({ ok: false, reason: 'notJson' });
  });
});

describe('normalising an envelope (spec §8)', () => {
  it('keeps a complete envelope as it is', () => {
    const envelope = { isSuccess: false, errorCode: 7, message: '失败', result: [1] };
    expect(normaliseEnvelope(envelope)).toEqual({ envelope, missingFields: false });
  });

  it('gives a missing answer the fallback: unsuccessful, errorCode 1', () => {
    for (const value of [null, undefined, 'text', 5, []]) {
      expect(normaliseEnvelope(value)).toEqual({ envelope: missingResponse(''), missingFields: true });
    }
  });

  it('flags an answer lacking errorCode or isSuccess', () => {
    expect(normaliseEnvelope({ isSuccess: true, result: 1 })).toEqual({
      envelope: { isSuccess: true, errorCode: 1, message: '', result: 1 },
      missingFields: true,
    });
    expect(normaliseEnvelope({ errorCode: 0 }).missingFields).toBe(true);
  });
});

describe('business errors (spec §8)', () => {
  const envelope = (isSuccess: boolean, errorCode: number) => ({ isSuccess, errorCode, message: '', result: null });

  it('are a code not 0 or isSuccess false', () => {
    expect(isBusinessError(envelope(true, 0))).toBe(false);
    expect(isBusinessError(envelope(false, 0))).toBe(true);
    expect(isBusinessError(envelope(true, 3))).toBe(true);
  });

  it('are all toasted but 20200001', () => {
    expect(isToastedBusinessError(envelope(false, 20100001))).toBe(true);
    expect(isToastedBusinessError(envelope(false, 20200001))).toBe(false);
    expect(isBusinessError(envelope(false, 20200001))).toBe(true);
  });
});
