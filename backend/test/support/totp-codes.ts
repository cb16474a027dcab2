import { generateSync } from 'otplib';

/** The authenticator app's code `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * The code of the step before this one, as the tests confirm an authenticator app with it
 * so that the sign-in after may use the current step's (a step's code is taken once). The
 * server accepts it only while its clock is one step later than the code's: made in the
 * last moment of a step and read by a busy server in the next one, it is two steps old and
 * refused (one CI-like run did so). So it is made with at least 10 s of the step left.
 */
export async function previousStepCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return codeAt(secret, -1);
}
