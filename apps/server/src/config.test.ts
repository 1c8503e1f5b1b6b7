import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// Everything production requires, pointed at made-up addresses (nothing is called).
const production = {
  NODE_ENV: 'production',
  TRUST_PROXY: 'false',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_MAPS_KEY: 'maps-key',
  LALAMOVE_API_KEY: 'pk_test_lalamove',
  LALAMOVE_API_SECRET: 'sk_test_lalamove',
  PAYMONGO_SECRET_KEY: 'sk_test_paymongo',
  PAYMONGO_PUBLIC_KEY: 'pk_test_paymongo',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_test',
  SMTP_URL: 'smtp://mail.example.ph:587',
  PUBLIC_URL: 'https://lutongbahay.example.ph',
  DATABASE_URL: 'postgres://lutong@db.example.ph/lutong',
};

describe('defaults (decision 035)', () => {
  const startDir = process.cwd();
  afterEach(() => process.chdir(startDir));

  it('listens on this machine only outside production, on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it("keeps its data in the repository's ./data whatever the working directory", () => {
    process.chdir(mkdtempSync(path.join(tmpdir(), 'lb-cwd-')));
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'data'));
    process.chdir(path.join(repoRoot, 'apps', 'server'));
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'data'));
    // a directory given by the operator is theirs, read as their shell would
    expect(loadConfig({ DATA_DIR: 'elsewhere' }).dataDir).toBe(
      path.join(repoRoot, 'apps', 'server', 'elsewhere'),
    );
  });

  it('serves the API documentation in production only when asked to', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('refuses the web dev server in production', () => {
    expect(loadConfig({ WEB_DEV: 'true' }).webDev).toBe(true);
    expect(() => loadConfig({ ...production, WEB_DEV: 'true' })).toThrow(
      /WEB_DEV is for development only/,
    );
  });
});
