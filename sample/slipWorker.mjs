// Draws sample slips in a worker thread, so a fresh build draws a record's thousand slips on every core.
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { drawSlip } from './slip.mjs';

/** @type {{ jobs: { file: string, row: import('./slip.mjs').SlipRow }[], unitDollars: number }} */
const { jobs, unitDollars } = workerData;
for (const { file, row } of jobs) writeFileSync(file, drawSlip(row, unitDollars));
parentPort?.postMessage(jobs.length);
