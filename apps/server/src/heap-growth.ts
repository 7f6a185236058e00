import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, so that it applies from the first collections on.
//
// V8 lets the old space grow by a factor (up to 2x) at each full collection before it runs the next
// one. An export leaves megabytes of short-lived garbage that outlives the young generation (a
// 200-page contract's Word tree, its print HTML, the first read of a body through happy-dom), so
// between full collections the server's RSS climbed from about 210 MB at rest to 560-650 MB, most
// of it garbage, and four exports at once began from wherever it stood (bench/export: peaks of 373
// to 653 MB). Growing the old space by at most 30% keeps full collections closer together: set here,
// the peaks were 342 and 336 MB in two runs (583 MB in a run without it that hour), the PDF
// unchanged (0.98x and 1.08x of raw page.pdf); Word, collected more often, 2.30x and 2.12x of raw
// packing against 2.00x without it, within that hour's noise. It changes only when V8 collects, never what it may hold,
// so a large document cannot run out of heap because of it.
setFlagsFromString('--heap-growing-percent=30');
