/** The core's hosted-tenant schemas, the relay's route schema and its OpenAPI document agree. */
import { relayInboundSecretRequestSchema, relayTenantSchema } from '@genservice/core/internal';
import { openApiDocument } from '../../src/openapi';
import { inboundSecretSchema } from '../../src/tenants/routes';
import { presentTenant } from '../../src/tenants/tenant-views';

const doc = openApiDocument();
const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown> }>;
const keys = (o: object) => Object.keys(o).sort();

describe('hosted tenant wire contract', () => {
  it('a tenant has the same fields in the core, the relay’s answer and its document', () => {
    const answer = presentTenant(
      {
        id: 't_AAAAAAAAAAAAAAAAAAAAAA',
        source: 'hosted',
        inboundSecret: null,
        receiving: false,
        lastEventAt: 1_700_000_000_000,
        createdAt: 1,
        disabled: false,
      },
      'https://relay.example.com',
    );
    expect(keys(relayTenantSchema.shape)).toEqual(keys(schemas.Tenant!.properties));
    expect(keys(answer)).toEqual(keys(relayTenantSchema.shape));
    expect(relayTenantSchema.parse(answer)).toEqual(answer);
  });

  it('the relay accepts the inbound secret body the core sends, with the same limits', () => {
    expect(keys(relayInboundSecretRequestSchema.shape)).toEqual(
      keys(schemas.InboundSecret!.properties),
    );
    expect(keys(inboundSecretSchema.shape)).toEqual(keys(relayInboundSecretRequestSchema.shape));
    for (const secret of [
      'whsec_abcdefgh',
      ' whsec_trimmed ',
      'short',
      'has space inside',
      'x'.repeat(1025),
    ])
      expect(inboundSecretSchema.safeParse({ secret }).success).toBe(
        relayInboundSecretRequestSchema.safeParse({ secret }).success,
      );
  });

  it('documents every tenant and admin route', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/v1/tenants']!)).toEqual(['post']);
    expect(Object.keys(paths['/v1/tenants/me']!)).toEqual(['get']);
    expect(Object.keys(paths['/v1/tenants/me/inbound-secret']!)).toEqual(['put']);
    expect(Object.keys(paths['/v1/admin/tenants']!)).toEqual(['get']);
    expect(paths['/v1/admin/tenants/{id}/disable']).toHaveProperty('post');
    expect(paths['/v1/admin/tenants/{id}/enable']).toHaveProperty('post');
  });
});
