import { describe, expect, it } from 'vitest';
import { describeAuditEvent, type WordedAuditEvent } from './audit-wording.ts';

const event = (fields: Partial<WordedAuditEvent>): WordedAuditEvent => ({
  action: 'kit-claim.status',
  targetType: 'kit-claim',
  targetId: '7',
  before: null,
  after: null,
  actorName: 'Sam Staff',
  subject: null,
  ...fields,
});
const maya = { id: 'user-1', name: 'Maya Rivera' };

describe('describeAuditEvent', () => {
  it('says who moved whose kit claim, and to what', () => {
    expect(
      describeAuditEvent(
        event({
          subject: maya,
          before: { status: 'packed' },
          after: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z9' },
        }),
      ),
    ).toBe("Sam Staff marked Maya Rivera's kit claim as shipped (UPS 1Z9)");
    expect(
      describeAuditEvent(event({ subject: maya, after: { status: 'packed', carrier: null } })),
    ).toBe("Sam Staff marked Maya Rivera's kit claim as packed");
    expect(
      describeAuditEvent(
        event({ subject: maya, after: { status: 'cancelled', cancelReason: 'Wrong address' } }),
      ),
    ).toBe("Sam Staff cancelled Maya Rivera's kit claim: Wrong address");
    expect(
      describeAuditEvent(
        event({ action: 'kit-claim.reopen', subject: maya, after: { status: 'pending' } }),
      ),
    ).toBe("Sam Staff reopened Maya Rivera's kit claim");
  });

  it('says "a deleted account" for someone whose account is gone', () => {
    expect(
      describeAuditEvent(
        event({
          actorName: null,
          subject: { id: null, name: null },
          after: { status: 'delivered' },
        }),
      ),
    ).toBe("A deleted account marked a deleted account's kit claim as delivered");
  });

  it('words roles and nudges with the creator named', () => {
    const creator = { targetType: 'creator', targetId: 'user-1', subject: maya };
    expect(
      describeAuditEvent(event({ ...creator, action: 'creator.role', after: { role: 'staff' } })),
    ).toBe('Sam Staff made Maya Rivera staff');
    expect(
      describeAuditEvent(event({ ...creator, action: 'creator.role', after: { role: 'creator' } })),
    ).toBe("Sam Staff removed Maya Rivera's staff role");
    expect(
      describeAuditEvent(
        event({ ...creator, action: 'creator.roles', after: { roles: ['editor', 'coach'] } }),
      ),
    ).toBe('Sam Staff made Maya Rivera an editor and a coach');
    expect(
      describeAuditEvent(event({ ...creator, action: 'creator.roles', after: { roles: [] } })),
    ).toBe("Sam Staff removed Maya Rivera's staff roles");
    expect(
      describeAuditEvent(
        event({
          ...creator,
          action: 'creator.nudge',
          after: { message: 'Hi Maya', isEmailed: true },
        }),
      ),
    ).toBe('Sam Staff nudged Maya Rivera: “Hi Maya”');
  });

  it('names what staff changed in the library, the programme and the templates', () => {
    expect(
      describeAuditEvent(
        event({
          action: 'resource.create',
          targetType: 'resource',
          after: { title: 'Pitch Deck' },
        }),
      ),
    ).toBe('Sam Staff added the resource “Pitch Deck”');
    expect(
      describeAuditEvent(
        event({ action: 'resource.delete', targetType: 'resource', before: { title: 'Old' } }),
      ),
    ).toBe('Sam Staff deleted the resource “Old”');
    expect(
      describeAuditEvent(event({ action: 'realm.publish', targetType: 'realm', targetId: '2' })),
    ).toBe('Sam Staff published Realm 2');
    expect(
      describeAuditEvent(
        event({
          action: 'quest.update',
          targetType: 'quest',
          after: { title: 'Audience Map', realmId: 1 },
        }),
      ),
    ).toBe('Sam Staff edited the quest “Audience Map” in Realm 1');
    expect(
      describeAuditEvent(
        event({
          action: 'nudge-template.update',
          targetType: 'nudge-template',
          after: { label: 'Welcome back' },
        }),
      ),
    ).toBe('Sam Staff edited the nudge template “Welcome back”');
    expect(
      describeAuditEvent(
        event({
          action: 'webhook.create',
          targetType: 'webhook-endpoint',
          after: { url: 'https://hooks.example/a' },
        }),
      ),
    ).toBe('Sam Staff added the webhook to https://hooks.example/a');
    expect(
      describeAuditEvent(event({ action: 'email.retry', targetType: 'email', targetId: '12' })),
    ).toBe('Sam Staff retried email 12');
  });

  it('says a realm went back to draft', () => {
    expect(
      describeAuditEvent(event({ action: 'realm.unpublish', targetType: 'realm', targetId: '3' })),
    ).toBe('Sam Staff took Realm 3 back to draft');
  });

  it('names an API key by its name and prefix, never its secret', () => {
    const key = { name: 'Zapier', prefix: 'ep_live_abcd' };
    expect(
      describeAuditEvent(event({ action: 'api-key.create', targetType: 'api-key', after: key })),
    ).toBe('Sam Staff made the API key “Zapier” (ep_live_abcd…)');
    expect(
      describeAuditEvent(event({ action: 'api-key.revoke', targetType: 'api-key', before: key })),
    ).toBe('Sam Staff revoked the API key “Zapier” (ep_live_abcd…)');
    expect(
      describeAuditEvent(
        event({
          action: 'api-key.use',
          targetType: 'api-key',
          after: { ...key, method: 'GET', path: '/api/admin/creators' },
        }),
      ),
    ).toBe(
      'Sam Staff called the API with the key “Zapier” (ep_live_abcd…) (GET /api/admin/creators)',
    );
  });

  it('still reads for an action it has no words for', () => {
    expect(
      describeAuditEvent(
        event({
          action: 'creator.suspend',
          targetType: 'creator',
          targetId: 'user-1',
          subject: maya,
        }),
      ),
    ).toBe('Sam Staff did “suspend” to Maya Rivera');
    expect(describeAuditEvent(event({ action: 'odd', targetType: 'thing', targetId: 'x' }))).toBe(
      'Sam Staff did “odd” to thing x',
    );
  });

  it('words cohorts by name, and who was put in, moved or taken out of which', () => {
    const cohort = { targetType: 'cohort', targetId: '4' };
    expect(
      describeAuditEvent(
        event({ ...cohort, action: 'cohort.create', after: { name: 'Spring writers' } }),
      ),
    ).toBe('Sam Staff created the cohort “Spring writers”');
    expect(
      describeAuditEvent(
        event({
          ...cohort,
          action: 'cohort.update',
          before: { name: 'Spring writers' },
          after: { name: 'Spring poets' },
        }),
      ),
    ).toBe('Sam Staff changed the cohort “Spring poets”');
    const creator = { targetType: 'creator', targetId: 'user-1', subject: maya };
    const spring = { cohort: 'Spring writers', cohortId: 4 };
    const autumn = { cohort: 'Autumn', cohortId: 5 };
    expect(
      describeAuditEvent(event({ ...creator, action: 'cohort.member-add', after: spring })),
    ).toBe('Sam Staff added Maya Rivera to the cohort “Spring writers”');
    expect(
      describeAuditEvent(
        event({ ...creator, action: 'cohort.member-move', before: spring, after: autumn }),
      ),
    ).toBe('Sam Staff moved Maya Rivera from the cohort “Spring writers” to “Autumn”');
    expect(
      describeAuditEvent(event({ ...creator, action: 'cohort.member-remove', before: autumn })),
    ).toBe('Sam Staff took Maya Rivera out of the cohort “Autumn”');
  });
});
