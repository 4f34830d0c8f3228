/**
 * Tests of the brand's daily rules (missions, rescue fund) and the day boundary: the brand's day
 * (UTC+7, Asia/Ho_Chi_Minh) turns at 17:00 UTC, and a test that logs in, plays or backdates in
 * one day and reads the board in the next sees a new day's missions or another "yesterday".
 * The day is computed as the gateway computes it (gateway/domain/missions.ts missionDay).
 */
import { missionDay } from '@gateway/domain/missions';

/**
 * Runs `run`. When it fails and the brand's day turned while it ran, runs it once more: the
 * second run starts just after the boundary, so it has the whole new day to itself. A failure
 * inside one day is the test's own and is thrown as it is.
 */
export async function inOneBrandDay<T>(run: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const day = missionDay(now()).day;
  try {
    return await run();
  } catch (error) {
    if (missionDay(now()).day === day) throw error;
    return run();
  }
}
