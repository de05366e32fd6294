import { describe, expect, it } from 'vitest';
import { recoveryCodesFile } from '../../src/staff/components/recovery-codes';

describe('recoveryCodesFile', () => {
  const codes = ['abcd-efgh', 'ijkl-mnop'];

  it('is named after the site and holds a header line with the account and the day, then one code a line', () => {
    const file = recoveryCodesFile(codes, { site: 'Alvarez & Laurent', email: 'maria@firm.example', at: new Date(2026, 0, 9, 23, 30) });
    expect(file.name).toBe('alvarez-laurent-recovery-codes.txt');
    const [header, blank, ...rest] = file.text.split('\n');
    expect(header).toContain('maria@firm.example');
    expect(header).toContain('2026-01-09');
    expect(blank).toBe('');
    expect(rest).toEqual([...codes, '']);
  });

  it('still has a name when the site name has no letters or digits', () => {
    expect(recoveryCodesFile(codes, { site: '&&', email: 'a@b.example', at: new Date() }).name).toBe('site-recovery-codes.txt');
  });
});
