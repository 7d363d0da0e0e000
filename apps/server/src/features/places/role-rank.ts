import { sql } from 'kysely';

/** Members: owners first, then moderators, then everyone else (USER and custom roles); `r` is the role table. */
export const roleRank = sql<number>`case r.role_code when 'OWNER' then 0 when 'MODERATOR' then 1 else 2 end`;

/** Role lists: OWNER, MODERATOR, USER, then custom roles (order by role_code after this). */
export const builtInFirst = sql<number>`case r.role_code when 'OWNER' then 0 when 'MODERATOR' then 1 when 'USER' then 2 else 3 end`;
