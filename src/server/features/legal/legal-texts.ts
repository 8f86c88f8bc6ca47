import fs from 'node:fs/promises';
import path from 'node:path';
import type { LegalPageName } from '#shared/schemas/legal.ts';

const titles: Record<LegalPageName, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

/** Longer than any real policy; a larger file is cut here rather than streamed to every visitor. */
const MAX_TEXT_LENGTH = 100_000;

/** What Emberpath says until the operator writes their own (DATA_DIR/config/terms.md, privacy.md). */
const defaultTexts: Record<LegalPageName, string> = {
  terms: `# Using Emberpath

Emberpath is a programme for content creators: realms of quests, a daily check-in, realm buddies, a resource library and an Ember Kit for every realm you finish. By creating an account you agree to use it in good faith.

# Your account

Keep your password to yourself. You are responsible for what is written and uploaded from your account. You may stop at any time: Personal Info lets you export your data and delete your account.

# What you create

Your answers, check-ins and worksheets stay yours. We keep them to run the programme for you, and programme staff may read them to support you and to ship your kits.

# Fair use

Be kind to your buddies. Do not upload anything you have no right to share, anything unlawful, or anything meant to harm another creator or the service. Staff may end a buddy pair or an account that breaks these terms.

# Changes

The programme may change its realms and rewards over time. When these terms change in a way that matters, you will be told in the app.

The operator of this Emberpath has not published terms of their own yet; these are Emberpath's defaults.`,
  privacy: `# What we keep

Your name, email address and picture; your quest answers, uploaded worksheets and daily check-ins; your progress, streaks and buddies; and the shipping address you give for an Ember Kit.

# Why

To run the programme for you: to save your progress on every device, to let buddies see each other's progress, to ship your kits, and to send the emails and reminders you asked for.

# Who sees it

You, and the programme's staff. Your buddies see your name, picture, current quest and progress, never your answers. Nothing is sold or shared with advertisers.

# Your choices

In Personal Info you can change your email and notification preferences, download everything we keep about you, and delete your account, which erases your data.

# Cookies

One cookie keeps you signed in. There is no tracking.

The operator of this Emberpath has not published a privacy policy of their own yet; this is Emberpath's default.`,
};

/**
 * The operator's Terms of Service and Privacy Policy, read from
 * `DATA_DIR/config/{terms,privacy}.md` on each request (an edit shows without
 * a restart), or Emberpath's default text when there is no such file.
 */
export async function readLegalText(
  configDir: string | undefined,
  page: LegalPageName,
): Promise<{ title: string; text: string; isDefault: boolean }> {
  const title = titles[page];
  if (configDir) {
    try {
      const text = await fs.readFile(path.join(configDir, `${page}.md`), 'utf8');
      if (text.trim()) return { title, text: text.slice(0, MAX_TEXT_LENGTH), isDefault: false };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { title, text: defaultTexts[page], isDefault: true };
}
