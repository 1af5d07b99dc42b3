import { describe, expect, it } from 'vitest';
import {
  createHostPolicy,
  formatHost,
  isLoopbackHost,
  isWildcardHost,
} from '../../../src/server/host-policy.ts';

describe('host policy', () => {
  const policy = createHostPolicy({ host: '127.0.0.1', port: 3000 });

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LocalHost:3000'])('accepts Host %s', (host) => {
    expect(policy.allowsHost(host)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'evil.example',
    'evil.example:3000',
    'localhost',
    'localhost:3001',
    'localhost.evil.example:3000',
    '127.0.0.2:3000',
    '0.0.0.0:3000',
    'localhost:3000.evil',
  ])('refuses Host %s', (host) => {
    expect(policy.allowsHost(host)).toBe(false);
  });

  it('accepts no Origin or its own, and nothing else', () => {
    expect(policy.allowsOrigin(undefined)).toBe(true);
    expect(policy.allowsOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(policy.allowsOrigin('http://localhost:3000')).toBe(true);
    for (const origin of [
      'null',
      'http://evil.example',
      'https://127.0.0.1:3000',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3000.evil',
    ]) {
      expect(policy.allowsOrigin(origin), origin).toBe(false);
    }
  });

  it('accepts the bound address, and the interface addresses when bound to all of them', () => {
    expect(createHostPolicy({ host: '192.168.1.5', port: 80 }).allowsHost('192.168.1.5')).toBe(true);
    const wildcard = createHostPolicy({
      host: '0.0.0.0',
      port: 3000,
      interfaces: ['127.0.0.1', '192.168.1.5', 'fe80::1'],
    });
    expect(wildcard.allowsHost('192.168.1.5:3000')).toBe(true);
    expect(wildcard.allowsHost('[fe80::1]:3000')).toBe(true);
    expect(wildcard.allowsHost('0.0.0.0:3000')).toBe(false);
    expect(wildcard.allowsHost('evil.example:3000')).toBe(false);
  });

  it('knows loopback and wildcard hosts', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '192.168.1.5', 'example.com'].some(isLoopbackHost)).toBe(false);
    expect(isWildcardHost('0.0.0.0') && isWildcardHost('::')).toBe(true);
    expect(formatHost('::1')).toBe('[::1]');
    expect(formatHost('127.0.0.1')).toBe('127.0.0.1');
  });
});
