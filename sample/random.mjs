/**
 * The sample's seeded random numbers (mulberry32), so the same seed gives the same games, prices
 * and grades on every machine, and the draws the generator makes from them.
 */

import { seededRandom } from '../lib/random.mjs';

/** @param {number} seed */
export function randomness(seed) {
  const random = seededRandom(seed);
  /** @param {number} min @param {number} max */
  const between = (min, max) => min + random() * (max - min);
  /** @param {number} min @param {number} max */
  const integer = (min, max) => Math.floor(between(min, max + 1));
  /** @template T @param {readonly T[]} list @returns {T} */
  const choose = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
  /** @template T @param {readonly (readonly [T, number])[]} entries @returns {T} */
  const weighted = (entries) => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = random() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return /** @type {T} */ (entries.at(-1)?.[0]);
  };
  /** A normally distributed number (Box–Muller). */
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  /** @param {number} mean a Poisson count (Knuth's method, for the small means of a game's scores) */
  const poisson = (mean) => {
    const limit = Math.exp(-mean);
    let count = 0;
    for (let product = random(); product > limit; product *= random()) count += 1;
    return count;
  };
  /** @template T @param {T[]} list shuffled in place, and returned */
  const shuffle = (list) => {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = /** @type {[T, T]} */ ([list[j], list[i]]);
    }
    return list;
  };
  return { random, between, integer, choose, weighted, gaussian, poisson, shuffle };
}

/** @typedef {ReturnType<typeof randomness>} Random */
