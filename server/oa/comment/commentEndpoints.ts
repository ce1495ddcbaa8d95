/**
 * comment/* (contract 10.6): a session is enough (the permission tree has no comment keys); each
 * call checks the caller against the comment's target (commentTargets.ts).
 */
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { requireInt } from '../../http/params.ts';
import { deleteComment, queryCommentList, setComment } from './commentCalls.ts';

export const commentEndpoints: Endpoint[] = [
  endpoint('comment/setComment', async ({ db, params, userId }) => setComment(db, userId, params)),
  endpoint('comment/deleteComment', async ({ db, params, userId }) => {
    await deleteComment(db, userId, requireInt(params, 'commentId', '评论'));
    return undefined;
  }),
  endpoint('comment/queryCommentList', { readOnly: true }, async ({ db, params, userId }) => queryCommentList(db, userId, params)),
];
