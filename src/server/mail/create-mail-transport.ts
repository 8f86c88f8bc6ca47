import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createLogTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';

export function createMailTransport(config: AppConfig, logger: Logger): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLogTransport(logger);
}
