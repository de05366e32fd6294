import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { POW_LEVELS, powLevel } from '../../server/chat/pow';
import { addressKey } from '../../server/services/rate-limit';

describe('the address a rate limit counts (issue 35)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:12::9', '2001:db8:abcd:12::/64'],
    ['2001:0DB8:ABCD:0012:0000:0000:0000:0001', '2001:db8:abcd:12::/64'],
    ['[2001:db8:abcd:12::1]', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::1:2:3:4:5', '2001:db8:0:1::/64'],
    ['2001:db8::ab:cd:0:1', '2001:db8:0:0::/64'],
    ['1::2:3:4:5:6:7', '1:0:2:3::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('keys every address of a /64 alike, and no address outside it, as node:net reads them', () => {
    let seed = 35;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % 0x10000;
    for (let n = 0; n < 500; n++) {
      const groups = Array.from({ length: 8 }, () => (n % 3 === 0 ? random() % 3 : random()));
      // Written with its longest run of zeros compressed, as a server would receive it, or in full.
      const full = groups.map((g) => g.toString(16)).join(':');
      const text = n % 2 ? full : full.replace(/(^|:)0(:0)+(:|$)/, '::');
      const key = addressKey(text);
      if (groups.slice(0, 6).join() === '0,0,0,0,0,65535') continue;
      expect(key.endsWith('::/64')).toBe(true);
      const net = new BlockList();
      net.addSubnet(key.replace('/64', ''), 64, 'ipv6');
      expect(net.check(text, 'ipv6'), text).toBe(true);
      const outside = [...groups];
      outside[3] = ((outside[3] ?? 0) + 1) % 0x10000;
      expect(net.check(outside.map((g) => g.toString(16)).join(':'), 'ipv6')).toBe(false);
      const inside = [...groups];
      inside[7] = ((inside[7] ?? 0) + 1) % 0x10000;
      expect(addressKey(inside.map((g) => g.toString(16)).join(':'))).toBe(key);
    }
  });
});

describe('the proof of work of the chat (issue 35)', () => {
  it('asks 16 bits of the first ten conversations of an hour, then more, up to 20 bits', () => {
    expect(powLevel(0).bits).toBe(16);
    expect(powLevel(9).bits).toBe(16);
    expect(powLevel(10).bits).toBe(17);
    expect(powLevel(1000).bits).toBe(20);
    const bits = Array.from({ length: 80 }, (_, v) => powLevel(v).bits);
    expect(bits.every((b, i) => i === 0 || b >= (bits[i - 1] ?? 0))).toBe(true);
  });

  it('costs about 2^bits hashes at every level', () => {
    for (const l of POW_LEVELS) expect(l.keyPrefix.length * 4 + Math.log2(l.cost)).toBe(l.bits);
  });
});
