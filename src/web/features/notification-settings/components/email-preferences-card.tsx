import type { OptionalEmailKind } from '#shared/rules/email-kinds.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useChangeEmailPreference, useEmailPreferences } from '../api/email-preferences.ts';
import { SettingRow } from './settings-card.tsx';

const descriptions: Record<OptionalEmailKind, string> = {
  'checkin-reminder': 'Your daily reminder, on the days it comes.',
  'streak-at-risk': 'Instead of the reminder, when this week’s rest day is used and today is open.',
  'kit-status': 'When your Ember Kit is packed, shipped, delivered or cancelled.',
  'kit-claim': 'Staff: a creator claimed an Ember Kit to ship.',
  'realm-opened': 'When the next realm of your journey opens, if you are waiting for it.',
  'staff-nudge': 'A word from the programme team when they check in on you (at most once a week).',
  feedback: 'When a coach leaves feedback on one of your answers.',
  'buddy-nudge':
    'When your buddy nudges you after a few quiet days. Off, your buddies cannot nudge you at all.',
};

export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const change = useChangeEmailPreference();
  return (
    <SectionCard
      heading="Email"
      intro={
        preferences.data
          ? `Which emails go to ${preferences.data.email}. Account emails (confirming your address, resetting your password) always do.`
          : undefined
      }
    >
      <QueryState query={preferences} look="inline" loadingText="Loading your email preferences...">
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.preferences.map((preference) => (
              <SettingRow
                key={preference.kind}
                label={preference.label}
                description={descriptions[preference.kind]}
                control={({ controlId, descriptionId }) => (
                  <Switch
                    id={controlId}
                    aria-describedby={descriptionId}
                    checked={preference.isEnabled}
                    disabled={change.isPending}
                    onCheckedChange={(isEnabled) =>
                      change.mutate(
                        { kind: preference.kind, isEnabled },
                        { onError: (error) => notifyError(error, 'Email Preference Not Saved') },
                      )
                    }
                  />
                )}
              />
            ))}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
