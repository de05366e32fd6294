import { describe, expect, it } from 'vitest';
import { isSiteOrigin, sameOrigin, type OriginRule } from '../../server/access';
import { isAdmin, isStaff, ROLES } from '@shared/roles';

const deps = { config: { publicUrl: 'https://law.example' } };
const SITE = 'https://law.example';
const EVIL = 'https://evil.example';

describe('the origin rules', () => {
  it('never accepts another site, under any rule', () => {
    for (const rule of ['if-sent', 'fetch-metadata', 'form', 'required'] satisfies OriginRule[]) {
      expect(sameOrigin(deps, { origin: EVIL }, rule), rule).toBe(false);
      expect(sameOrigin(deps, { origin: SITE }, rule), rule).toBe(true);
    }
  });

  it('differ only in what a request without an Origin header may be', () => {
    expect(sameOrigin(deps, {}, 'if-sent')).toBe(true);
    expect(sameOrigin(deps, {}, 'fetch-metadata')).toBe(true);
    expect(sameOrigin(deps, { 'sec-fetch-site': 'cross-site' }, 'fetch-metadata')).toBe(false);
    expect(sameOrigin(deps, {}, 'form')).toBe(false);
    expect(sameOrigin(deps, { origin: 'null', 'sec-fetch-site': 'same-origin' }, 'form')).toBe(true);
    expect(sameOrigin(deps, { 'sec-fetch-site': 'same-origin' }, 'required')).toBe(false);
  });

  it('takes any loopback name for a site on this machine, never the Host header', () => {
    expect(isSiteOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSiteOrigin('http://localhost:3000', 'http://127.0.0.1:3001')).toBe(false);
    expect(isSiteOrigin(SITE, 'not a url')).toBe(false);
  });
});

describe('the role vocabulary', () => {
  it('calls every role staff, only admin an administrator, and no role neither', () => {
    expect(ROLES.filter((r) => isStaff(r))).toEqual(ROLES);
    expect(ROLES.filter((r) => isAdmin(r))).toEqual(['admin']);
    expect(isStaff(null)).toBe(false);
    expect(isStaff('owner')).toBe(false);
  });
});
