import * as apiKeySchemas from '#shared/schemas/api-keys.ts';
import * as apiKeys from '../responses/api-keys.ts';
import { op } from '../operation.ts';

/** API keys integrations call the staff API with (decision 040): a signed-in staff member only. */
export const apiKeyOperations = [
  op('GET', '/api/admin/api-keys', 'staff', 'every key, revoked ones too (never a secret)', {
    permission: 'apikey:manage',
    sessionOnly: true,
    responses: { 200: apiKeys.apiKeyListSchema },
  }),
  op(
    'POST',
    '/api/admin/api-keys',
    'staff',
    'makes a key acting as you with a role (201 with its `secret`, shown once)',
    {
      permission: 'apikey:manage',
      sessionOnly: true,
      body: apiKeySchemas.apiKeyInputSchema,
      responses: { 201: apiKeys.newApiKeySchema },
    },
  ),
  op(
    'POST',
    '/api/admin/api-keys/:keyId/revoke',
    'staff',
    'revokes it: the next call with it is refused',
    {
      permission: 'apikey:manage',
      sessionOnly: true,
      params: apiKeySchemas.apiKeyParamSchema,
      responses: { 200: apiKeys.apiKeySchema },
    },
  ),
];
