/**
 * The Redis the tests that span processes use: REDIS_URL when set (and then it must answer), else
 * the local one when it answers, else none (those tests then check the single-process behaviour).
 */
import { redisAnswers as answers } from '../../src/server/realtime/redisLink';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export async function testRedisUrl(): Promise<string | undefined> {
  const configured = process.env.REDIS_URL;
  if (configured && !(await answers(configured))) {
    throw new Error(
      `REDIS_URL=${configured} does not answer: start that Redis, or unset REDIS_URL to test without it`,
    );
  }
  return configured ?? ((await answers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined);
}
