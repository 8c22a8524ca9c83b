import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { SMS_EMULATOR_PREFIX } from '../../emulators/sms/routes';
import { fetchTransport, injectTransport } from '../http';
import { createSmsRuClient, type SmsSender } from './smsru';

/** The real SMS.ru adapter, pointed at SMS.ru or at the embedded emulator (config.sms). */
export function createSmsSender(app: FastifyInstance, config: AppConfig): SmsSender {
  if (config.sms.providerUrl) {
    return createSmsRuClient({
      baseUrl: config.sms.providerUrl,
      apiId: config.sms.apiId,
      transport: fetchTransport,
    });
  }
  return createSmsRuClient({
    baseUrl: `http://emulator${SMS_EMULATOR_PREFIX}`,
    apiId: config.sms.apiId,
    transport: injectTransport(app),
  });
}
