import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

// Issue 21 §4, decision 032: the forms of TRUST_PROXY, and no production start without one.

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count and a list of addresses, CIDRs or named ranges', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 173.245.48.0/20,2400:cb00::/32')).toEqual([
      '10.0.0.0/8',
      '173.245.48.0/20',
      '2400:cb00::/32',
    ]);
  });

  it('refuses what is none of them', () => {
    for (const bad of ['yes', '', '11', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example', '1,2']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false/);
  });

  it('defaults to trusting no proxy outside production', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('is required in production, with the choices named', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(
      /TRUST_PROXY: TRUST_PROXY is required in production: false \(no proxy\), 1 \(one load balancer/,
    );
    // set explicitly, only the other production settings are missing
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'false' })).not.toThrow(/TRUST_PROXY/);
  });

  it('gives Fastify a hop count as the function Fastify makes of one', () => {
    const oneHop = fastifyTrustProxy(1);
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([
      true,
      false,
    ]);
    expect(fastifyTrustProxy(['loopback'])).toEqual(['loopback']);
  });
});
