/** Moved to render/envelope.ts (the envelope is bytes, render's business); kept for routes written against this path. */
export { pageBody } from '../render/envelope.js';
