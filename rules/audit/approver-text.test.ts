import { describe, expect, it } from 'vitest';
import { formatApproverText, parseApproverText } from './approver-text.ts';

describe('parseApproverText (spec §5, D8)', () => {
  it('splits 王五（13800000000） with full-width parentheses', () => {
    expect(parseApproverText('王五（13800000000）')).toEqual({ name: '王五', phone: '13800000000' });
  });
  it('splits 王五(13800000000) with ASCII parentheses', () => {
    expect(parseApproverText('王五(13800000000)')).toEqual({ name: '王五', phone: '13800000000' });
  });
  it('trims the whole text and both parts', () => {
    expect(parseApproverText('  王五 （ 13800000000 ）  ')).toEqual({ name: '王五', phone: '13800000000' });
  });
  it('reads a half-width and full-width mix', () => {
    expect(parseApproverText('王五(13800000000）')).toEqual({ name: '王五', phone: '13800000000' });
  });
  it('without parentheses the whole trimmed text is the name', () => {
    expect(parseApproverText(' 王五 ')).toEqual({ name: '王五', phone: '' });
  });
  it('an unclosed parenthesis is part of the name', () => {
    expect(parseApproverText('王五(138')).toEqual({ name: '王五(138', phone: '' });
  });
  it('only the parenthesised part at the end is the phone', () => {
    expect(parseApproverText('王五(销售部)(13800000000)')).toEqual({ name: '王五(销售部)', phone: '13800000000' });
  });
  it('empty text is an empty name and phone', () => {
    expect(parseApproverText('')).toEqual({ name: '', phone: '' });
  });
});

describe('formatApproverText (D8)', () => {
  it('writes name(phone)', () => {
    expect(formatApproverText({ name: '王五', phone: '13800000000' })).toBe('王五(13800000000)');
  });
  it('writes the name alone when the phone is empty', () => {
    expect(formatApproverText({ name: '王五', phone: '' })).toBe('王五');
  });
});
