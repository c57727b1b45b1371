import { expect } from 'chai';
import { ConfigError, DEVELOPMENT_SESSION_SECRET, loadConfig, repoRoot } from './config.ts';

describe('configuration', () => {
  it('runs a newcomer with nothing set: port 3000, embedded PostgreSQL, development sign-in', () => {
    const config = loadConfig({});
    expect(config).to.deep.include({ env: 'development', port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000' });
    expect(config.databaseUrl).to.equal(undefined);
    expect(config.embeddedPostgres).to.deep.equal({ port: 54329, dir: `${repoRoot}/.data/postgres` });
    expect(config.oidc).to.deep.equal({ mode: 'development', providerName: 'Tightlines Dev', scopes: 'openid profile' });
    expect(config.session.secret).to.equal(DEVELOPMENT_SESSION_SECRET);
    expect(config.bodyLimit).to.equal('1mb');
  });

  it('offers demo data in development only, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).demoData).to.equal(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).to.equal(false);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'c',
    };
    expect(loadConfig(production).demoData).to.equal(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).to.equal(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).to.equal(false);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).to.throw(ConfigError, 'DEMO_DATA');
  });

  it('checks responses against the contracts except in production, unless CHECK_RESPONSES says otherwise', () => {
    expect(loadConfig({}).checkResponses).to.equal(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkResponses).to.equal(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'c',
    };
    expect(loadConfig(production).checkResponses).to.equal(false);
    expect(loadConfig({ ...production, CHECK_RESPONSES: 'true' }).checkResponses).to.equal(true);
    expect(loadConfig({ CHECK_RESPONSES: '0' }).checkResponses).to.equal(false);
    expect(() => loadConfig({ CHECK_RESPONSES: 'sometimes' })).to.throw(ConfigError, 'CHECK_RESPONSES');
  });

  it('uses a configured provider by its name', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_PROVIDER_NAME: 'Google' });
    expect(config.oidc).to.deep.include({ mode: 'external', issuer: 'https://accounts.google.com', providerName: 'Google' });
  });

  it('makes cookies Secure when the public URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tightlines.example/' }).session.secureCookie).to.equal(true);
    expect(loadConfig({ PUBLIC_URL: 'https://tightlines.example/' }).publicUrl).to.equal('https://tightlines.example');
  });

  it('serves HTTPS itself only with both TLS files, which must exist', () => {
    const here = `${repoRoot}/package.json`; // any file that exists stands in for a PEM here
    const config = loadConfig({ TLS_CERT_FILE: here, TLS_KEY_FILE: here, PORT: '8443' });
    expect(config.tls).to.deep.equal({ certFile: here, keyFile: here });
    expect(config.publicUrl).to.equal('https://localhost:8443');
    expect(config.session.secureCookie).to.equal(true);
    expect(loadConfig({}).tls).to.equal(null);
    expect(() => loadConfig({ TLS_CERT_FILE: here })).to.throw(/TLS_CERT_FILE and TLS_KEY_FILE: give both or neither/);
    expect(() => loadConfig({ TLS_CERT_FILE: here, TLS_KEY_FILE: '/nonexistent/key.pem' })).to.throw(/TLS_KEY_FILE: no file at/);
  });

  it('refuses production without a session secret or a real identity provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.has.length(2);
  });

  it('holds event delivery only where a test asks, and never in production', () => {
    expect(loadConfig({}).jobs.deliveryHeld).to.equal(false);
    expect(loadConfig({ NODE_ENV: 'test', EVENT_DELIVERY_HELD: 'true' }).jobs.deliveryHeld).to.equal(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'c',
    };
    expect(loadConfig(production).jobs.deliveryHeld).to.equal(false);
    expect(() => loadConfig({ ...production, EVENT_DELIVERY_HELD: 'true' })).to.throw(ConfigError, 'EVENT_DELIVERY_HELD');
  });

  it('runs the scheduled tasks unless JOB_SCHEDULE is off, and refuses any other word', () => {
    expect(loadConfig({}).jobs.scheduled).to.equal(true);
    expect(loadConfig({ JOB_SCHEDULE: 'off' }).jobs.scheduled).to.equal(false);
    expect(() => loadConfig({ JOB_SCHEDULE: 'never' })).to.throw(ConfigError, 'JOB_SCHEDULE');
  });

  it('names every bad setting at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', BODY_LIMIT: 'lots' });
      expect.fail('should throw');
    } catch (error) {
      expect((error as ConfigError).message).to.match(/PORT[\s\S]*DATABASE_URL[\s\S]*BODY_LIMIT/);
    }
  });
});
