import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { ChatService } from '../chat/chat.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { CallRecord } from './call-record.js';
import type { MissedCallHook } from './call.service.js';

/**
 * What a call nobody answered leaves (issue 21): a missed_call notification for the callee and a
 * "missed call" line in the parties' conversation, which both hear as new_message once stored.
 */
export function missedCallHook(deps: {
  db: Db;
  chat: ChatService;
  notifier: Notifier;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
}): MissedCallHook {
  return async (call: CallRecord) => {
    try {
      await inTransaction(deps.db, async (trx) => {
        const line = await deps.chat.addMissedCall(trx, call.callerId, call.calleeId);
        await deps.notifier.add(trx, [{ userId: call.calleeId, type: 'missed_call', createdBy: call.callerId }]);
        await afterCommit(trx, () => {
          deps.realtime.toUsers([call.callerId, call.calleeId], 'new_message', line);
          return Promise.resolve();
        });
      });
    } catch (error) {
      deps.log.error({ err: error, callId: call.id }, 'missed call could not be recorded');
    }
  };
}
