import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { ErrorCode } from '../errors.js';
import { ROLE_CHANGE_RULE } from '../role-rank.js';
import { memberRowSchema, roleCodeSchema } from '../entities/community.js';
import { pagedSchema, successSchema } from '../http.js';
import { LISTS } from '../limits.js';
import { paging, uuid } from '../rules.js';

/**
 * A kind of place people belong to with a role (a zone, a channel), as its role, permission and
 * member endpoints name it. A third kind (meetings) gets the same six endpoints from one more
 * descriptor: its path word, its id params, its not-found code and its role schemas.
 */
export interface PlaceEndpointKind<
  W extends string,
  Id extends z.ZodType<string>,
  N extends ErrorCode,
  R extends z.ZodType,
  S extends z.ZodObject,
  B extends z.ZodType,
  F extends string,
> {
  /** The path's first word, the tag and the summaries' noun: 'zone'. */
  word: W;
  /** What the summaries call someone who belongs to it: 'member', 'follower'. */
  memberWord: string;
  idParams: z.ZodObject<{ id: Id }>;
  notFound: N;
  roleSchema: R;
  permissionsSchema: S;
  permissionsBody: B;
  /** The changeRole body's field naming the new role: 'zoneRoleCode'. */
  roleCodeField: F;
}

function field<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** The place's roles, their permissions, its members and their roles (canManageRole; see ROLE_CHANGE_RULE). */
export function placeRoleEndpoints<
  const W extends string,
  Id extends z.ZodType<string>,
  const N extends ErrorCode,
  R extends z.ZodType,
  S extends z.ZodObject,
  B extends z.ZodType,
  const F extends string,
>(kind: PlaceEndpointKind<W, Id, N, R, S, B, F>) {
  const { word, idParams } = kind;
  const errors = [kind.notFound, 'NOT_AUTHORIZED'] as const;
  return {
    roles: defineEndpoint({
      method: 'GET',
      path: `/${word}/role/list/:id`,
      summary: `The ${word}'s roles and their permissions (canManageRole)`,
      tag: word,
      access: 'user',
      params: idParams,
      reply: z.array(kind.roleSchema),
      errors: [...errors],
    }),
    createRole: defineEndpoint({
      method: 'POST',
      path: `/${word}/role/create/:id`,
      summary: `Add a custom role with its permissions (canManageRole); a code is unique within the place; ${ROLE_CHANGE_RULE}`,
      tag: word,
      access: 'user',
      params: idParams,
      body: z.object({
        roleCode: roleCodeSchema,
        permissions: kind.permissionsSchema.partial().default({}),
      }),
      reply: kind.roleSchema,
      errors: [...errors, 'ROLE_CODE_ALREADY_EXISTS', 'TOO_MANY_ROLES'],
    }),
    removeRole: defineEndpoint({
      method: 'DELETE',
      path: `/${word}/role/remove/:id/:roleCode`,
      summary: `Remove a custom role nobody holds (canManageRole); ${ROLE_CHANGE_RULE}`,
      tag: word,
      access: 'user',
      params: idParams.extend({ roleCode: roleCodeSchema }),
      reply: successSchema,
      errors: [...errors, 'ROLE_NOT_FOUND', 'BUILT_IN_ROLE', 'USERS_USING_ROLE'],
    }),
    updatePermissions: defineEndpoint({
      method: 'PUT',
      path: `/${word}/permissions/update/:id`,
      summary: `Change a role's permissions (canManageRole); OWNER is locked; ${ROLE_CHANGE_RULE}`,
      tag: word,
      access: 'user',
      params: idParams,
      body: kind.permissionsBody,
      reply: kind.roleSchema,
      errors: [...errors, 'CHANGE_SUPER_ADMIN_PERMISSION', 'NO_CHANGES_DETECTED', 'ROLE_NOT_FOUND'],
    }),
    members: defineEndpoint({
      method: 'GET',
      path: `/${word}/users/list/:id`,
      summary: `The ${word}'s ${kind.memberWord}s with their roles, paged`,
      tag: word,
      access: 'user',
      params: idParams,
      query: z.object(paging(LISTS.memberPage, LISTS.maxPageSize)),
      reply: pagedSchema(memberRowSchema),
      errors: [kind.notFound],
    }),
    changeRole: defineEndpoint({
      method: 'PUT',
      path: `/${word}/role/change/:id`,
      summary: `Change a ${kind.memberWord}'s role (canManageRole); the last OWNER keeps it; ${ROLE_CHANGE_RULE}`,
      tag: word,
      access: 'user',
      params: idParams,
      body: z.object({ userId: uuid('User id'), ...field(kind.roleCodeField, roleCodeSchema) }),
      reply: memberRowSchema,
      errors: [...errors, 'USER_NOT_FOUND', 'OWNER_NOT_EXIST', 'USER_ROLE_EXIST', 'ROLE_NOT_FOUND'],
    }),
  } as const;
}
