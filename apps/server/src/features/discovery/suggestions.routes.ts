import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { SuggestionService } from './suggestions.service.js';

export function registerSuggestionRoutes(app: FastifyInstance, deps: { suggestions: SuggestionService }): void {
  const { suggestions } = deps;
  route(app, api.suggestions.contacts, ({ actor, query }) => suggestions.contacts(actor, query));
  route(app, api.suggestions.zones, ({ actor, query }) => suggestions.zones(actor, query));
  route(app, api.suggestions.channels, ({ actor, query, request }) =>
    suggestions.channels(actor, request.zone?.id ?? null, query),
  );
}
