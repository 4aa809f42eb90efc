/** The codebook as pages (issue 26): `/codebook/` and `/codebook/<app>/<name>/`. To be written. */
import type { FastifyInstance } from 'fastify';
import type { Site } from '../render/html/layout.js';
import type { Answers } from './answer.js';

export function codebookPages(_app: FastifyInstance, _answers: Answers, _site: Site): void {
  // Registered by pages(); the routes come with the codebook pages.
}
