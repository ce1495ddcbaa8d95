// The built-in `comments` tab (descriptor `detail.comments`: a log's 评论, type 2; a task's, type 1):
// the record's comments oldest first, each root with its replies indented under it; 发表评论 adds a
// root, 回复 under a comment answers its author in that thread, 删除 on one's own comments (the
// server also lets the super admin; a root takes its replies with it). Texts are shown as typed.
import { useState } from 'react';
import { Box, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CommentRow, CrmDetailApi } from '../../../../server-adapter/crmDetail.ts';
import { useEngineService } from '../../environment/index.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

/** The longest comment the server keeps. */
const MAX_COMMENT = 2000;

interface CommentsTabProps {
  type: number;
  id: number;
  api: CrmDetailApi;
  version: number;
  me?: { userId: number };
  onChanged(): void;
}

/** Where a reply goes: the thread's root and the person answered. */
interface ReplyTarget { mainId: number; pid: number; name: string }

function CommentBox({ label, submitLabel, onSubmit, onCancel, autoFocus }: {
  label: string; submitLabel: string; onSubmit(text: string): Promise<boolean>; onCancel?(): void; autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function submit() {
    if (!text.trim()) return setError(t('detail.comments.required'));
    setError('');
    setBusy(true);
    const done = await onSubmit(text);
    setBusy(false);
    if (done) setText('');
  }
  return (
    <Stack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Textarea size="sm" rows={2} bg="bg" aria-label={label} placeholder={label} value={text} maxLength={MAX_COMMENT} autoFocus={autoFocus}
        onChange={(event) => setText(event.currentTarget.value)} />
      {error ? <Text role="alert" fontSize="xs" color="red.600">{error}</Text> : null}
      <Flex gap="2" justify="flex-end">
        {onCancel ? <Button size="xs" variant="ghost" onClick={onCancel}>{t('detail.comments.cancel')}</Button> : null}
        <Button size="xs" colorPalette="brand" type="submit" loading={busy}>{submitLabel}</Button>
      </Flex>
    </Stack>
  );
}

/** One comment: who, whom it answers, when, the text as typed; 回复 and (one's own) 删除. */
function CommentItem({ comment, mine, onReply, onDelete }: { comment: CommentRow; mine: boolean; onReply(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const author = comment.user?.realname ?? '';
  return (
    <Stack gap="1" role="article" aria-label={t('detail.comments.by', { name: author })}>
      <Flex gap="2" align="baseline" fontSize="xs" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">{author}</Text>
        {comment.replyUser?.realname ? <Text as="span">{t('detail.comments.replyTo', { name: comment.replyUser.realname })}</Text> : null}
        <Text as="span">{comment.createTime}</Text>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">{comment.content}</Text>
      <Flex gap="1">
        <Button size="2xs" variant="ghost" colorPalette="brand" onClick={onReply}>{t('detail.comments.reply')}</Button>
        {mine ? <Button size="2xs" variant="ghost" colorPalette="red" onClick={onDelete}>{t('detail.comments.delete')}</Button> : null}
      </Flex>
    </Stack>
  );
}

export function CommentsTab({ type, id, api, version, me, onChanged }: CommentsTabProps) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const load = useDetailLoad(() => api.queryComments(type, id, { silent: true }), [type, id, version]);
  const [replying, setReplying] = useState<ReplyTarget | null>(null);

  async function add(content: string, target: ReplyTarget | null): Promise<boolean> {
    try {
      await api.addComment({ type, typeId: id, content, mainId: target?.mainId ?? 0, pid: target?.pid ?? 0 });
      notify.success(t('detail.success'));
      setReplying(null);
      load.reload();
      onChanged();
      return true;
    } catch {
      return false; // the request client showed the server's message; the text stays
    }
  }

  async function remove(comment: CommentRow) {
    try {
      await api.deleteComment(comment.commentId);
      notify.success(t('detail.success'));
      load.reload();
      onChanged();
    } catch {
      // shown by the request client
    }
  }

  return (
    <Stack gap="4" maxW="48rem">
      <CommentBox label={t('detail.comments.placeholder')} submitLabel={t('detail.comments.publish')} onSubmit={(text) => add(text, null)} />
      <TabStatus load={load} empty={(rows) => rows.length === 0}>
        {(rows) => (
          <Stack gap="4" aria-label={t('detail.comments.title')}>
            {rows.map((root) => (
              <Stack key={root.commentId} gap="2" borderBottomWidth="1px" pb="3">
                {[root, ...(root.childCommentList ?? [])].map((comment) => (
                  <Box key={comment.commentId} {...(comment === root ? {} : { ps: '6', borderStartWidth: '2px', borderColor: 'border.muted' })}>
                    <CommentItem comment={comment} mine={me !== undefined && comment.userId === me.userId}
                      onReply={() => setReplying({ mainId: root.commentId, pid: comment.userId, name: comment.user?.realname ?? '' })}
                      onDelete={() => void remove(comment)} />
                  </Box>
                ))}
                {replying && replying.mainId === root.commentId ? (
                  <Box ps="6">
                    <CommentBox label={t('detail.comments.replyPlaceholder', { name: replying.name })} submitLabel={t('detail.comments.reply')} autoFocus
                      onSubmit={(text) => add(text, replying)} onCancel={() => setReplying(null)} />
                  </Box>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </TabStatus>
    </Stack>
  );
}
