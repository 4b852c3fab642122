/**
 * Trust score, 0–100, shown on favourite doctors (spec 3). Four parts, weights summing to 100:
 *
 *   rating      55 × (R − 1) / 4, where R is the Bayesian average rating
 *                    R = (votes × ratingAvg + PRIOR_VOTES × PRIOR_RATING) / (votes + PRIOR_VOTES):
 *                    a 5.0 from 2 votes counts less than a 4.8 from 200; no votes gives the prior 3.5
 *   confidence  15 × min(1, log10(1 + votes) / 2): more reviews, more trust (full at 99 votes)
 *   verified    20 if the medical registration (NMC) is verified, else 0
 *   experience  10 × min(1, experienceYears / 20)
 *
 * Rounded to a whole number. Examples: verified, 4.8 from 120 votes, 15 years → 94;
 * unverified, no votes, 2 years → 35.
 */
export const PRIOR_RATING = 3.5;
export const PRIOR_VOTES = 5;

export function trustScore(d: { ratingAvg: number; votes: number; registrationVerified: boolean; experienceYears: number }): number {
  const votes = Math.max(0, d.votes);
  const bayes = (votes * d.ratingAvg + PRIOR_VOTES * PRIOR_RATING) / (votes + PRIOR_VOTES);
  const rating = Math.min(1, Math.max(0, (bayes - 1) / 4));
  const confidence = Math.min(1, Math.log10(1 + votes) / 2);
  const experience = Math.min(1, Math.max(0, d.experienceYears) / 20);
  const score = 55 * rating + 15 * confidence + (d.registrationVerified ? 20 : 0) + 10 * experience;
  return Math.round(Math.min(100, Math.max(0, score)));
}
