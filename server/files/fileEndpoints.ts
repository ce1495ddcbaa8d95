/**
 * `file/*` endpoints (contract 14.1): upload, list a batch, remove, rename. Each checks the rights
 * of the record the batch belongs to (fileAccess.ts): listing needs read access, uploading into an
 * existing batch, removing and renaming write access; a batch no record names is its uploader's.
 */
import { topLevel } from '../http/envelope.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalText, requireInt, requireText } from '../http/params.ts';
import { fileWithAccess, requireBatchAccess } from './fileAccess.ts';
import { cleanDisplayName } from './fileNames.ts';
import { filesOfBatches, removeStoredFile, sizeInKb, storeUpload } from './fileStore.ts';

export const fileEndpoints = [
  endpoint('file/upload', async ({ db, dataDir, params, files, userId }) => {
    const upload = files.find((f) => f.fieldName === 'file') ?? files[0];
    if (!upload) throw new BusinessError('请选择要上传的文件');
    const batchId = optionalText(params, 'batchId', '批次', 50);
    if (batchId && !/^[\w-]+$/.test(batchId)) throw new BusinessError('批次格式不正确');
    if (batchId) await requireBatchAccess(db, userId, batchId, 'write');
    const fileType = optionalText(params, 'type', '文件类型', 10) === 'img' ? 'img' : 'file';
    const stored = await storeUpload(db, dataDir, upload, { userId, batchId, fileType });
    return topLevel({
      batchId: stored.batch_id, name: stored.name, url: stored.file_path, size: sizeInKb(stored.size), bytes: stored.size, fileId: stored.file_id,
    });
  }),

  endpoint('file/queryByBatchId', async ({ db, params, userId }) => {
    const batchId = requireText(params, 'batchId', '批次', 50);
    await requireBatchAccess(db, userId, batchId, 'read');
    return filesOfBatches(db, [batchId]);
  }),

  endpoint('file/removeById', async ({ db, dataDir, params, userId }) => {
    const file = await fileWithAccess(db, userId, requireInt(params, 'id', '文件'), 'write');
    await removeStoredFile(db, dataDir, file);
  }),

  // Renames what users see; the bytes keep their disk name (and URL), so links stay valid.
  endpoint('file/renameFileById', async ({ db, params, userId }) => {
    const fileId = requireInt(params, 'fileId', '文件');
    const name = cleanDisplayName(requireText(params, 'name', '文件名', 200), '');
    if (name === '') throw new BusinessError('文件名不能为空');
    await fileWithAccess(db, userId, fileId, 'write');
    const result = await db.updateTable('admin_file').set({ name }).where('file_id', '=', fileId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new BusinessError('文件不存在');
  }),
];
