import type { FastifyInstance } from 'fastify';
import { ValidationError } from './app-error.js';

/**
 * The API takes JSON bodies only (multipart uploads register their own parser), so any other
 * content type is a 415. An empty JSON body means "no body": many clients send
 * `Content-Type: application/json` on a bare POST such as logout.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ValidationError(['Request body is not valid JSON']), undefined);
    }
  });
}
