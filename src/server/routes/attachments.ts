/**
 * Attachments of special config fields of showType 6 (spec §9 "attachment upload"):
 * `POST /CsOrder/uploadAuditFile` (spec §7) takes one file as the body, its content type as the
 * file's and its name in the encrypted query (`fileName`), and answers `{ fileId, name, size, url }`;
 * `GET /attachments/<fileId>` gives the file back to a signed-in user of the uploader's enterprise
 * (the session cookie; an <a href> or <img src> cannot carry the encrypted query of an API call).
 * Size and kind are checked at the boundary (attachment-kinds.ts, docs/security.md 7): 413 too big,
 * 406 a type that is not one of the five (the catalogue's status for a refused format, as for a
 * non-JSON body elsewhere), 422 a name or content that contradicts the declared type (the
 * catalogue's validation error), 400 empty or unnamed. A file within those is still refused with
 * 413 and a business errorCode when its uploader or its enterprise has used up the upload quota of
 * the last 24 hours (attachment-quotas.ts, docs/security.md 15); the check and the write are one
 * write transaction, so parallel uploads cannot all pass the check before any is stored.
 */
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_KINDS, attachmentKindOf, attachmentName, checkAttachment, mediaType } from '../attachment-kinds.ts';
import { ATTACHMENT_QUOTA_WINDOW_MS, quotaText, withinQuota } from '../attachment-quotas.ts';
import type { ServerDeps, UserContext } from '../context.ts';
import { AttachmentText, BadRequestText, BusinessError } from '../messages.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { readCookie, SESSION_COOKIE } from '../protocol/cookies.ts';
import { httpError, ok, refusedWithStatus, type Answer } from '../protocol/envelope.ts';
import { optionalText } from '../protocol/params.ts';
import { enterpriseAttachment, insertAttachment, uploadedSince } from '../store/attachments.ts';
import { sessionUserId } from '../store/sessions.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { userById } from '../store/users.ts';

/** Where a stored file is read (outside the API prefix: a plain GET with the session cookie). */
export const ATTACHMENT_PATH = '/attachments';

const attachmentUrl = (fileId: string) => `${ATTACHMENT_PATH}/${fileId}`;

/** A refusal of the upload, logged in Chinese and English. */
function refuseUpload(ctx: UserContext, status: number, message: string, reason: string): Answer<never> {
  ctx.deps.log(`[${status}] POST ${endpoints.csOrder.uploadAuditFile.path}: ${message} / upload refused: ${reason}`);
  return httpError(status, message);
}

const TOO_LARGE = 413;

/**
 * The refusal of a file of `size` bytes when the uploader's or the enterprise's quota of the last 24
 * hours would be passed (the user's first: it is the one a booker can do something about), or undefined.
 */
function quotaRefusal(ctx: UserContext, size: number): Answer<never> | undefined {
  const { db, now, attachmentQuotas: quotas } = ctx.deps;
  const since = now() - ATTACHMENT_QUOTA_WINDOW_MS;
  const { userId, enterpriseId } = ctx.user;
  const byUser = uploadedSince(db, { userId }, since);
  if (!withinQuota(quotas.user, byUser, size)) {
    const message = AttachmentText.userQuota(quotaText(quotas.user));
    ctx.deps.log(`[${TOO_LARGE}] POST ${endpoints.csOrder.uploadAuditFile.path}: ${message} / upload refused: ${userId} uploaded ${byUser.files} files, ${byUser.bytes} bytes in 24 h (quota ${quotas.user.files} files, ${quotas.user.bytes} bytes)`);
    return refusedWithStatus(TOO_LARGE, BusinessError.USER_UPLOAD_QUOTA, message);
  }
  const byEnterprise = uploadedSince(db, { enterpriseId }, since);
  if (!withinQuota(quotas.enterprise, byEnterprise, size)) {
    const message = AttachmentText.enterpriseQuota(quotaText(quotas.enterprise));
    ctx.deps.log(`[${TOO_LARGE}] POST ${endpoints.csOrder.uploadAuditFile.path}: ${message} / upload refused: enterprise ${enterpriseId} uploaded ${byEnterprise.files} files, ${byEnterprise.bytes} bytes in 24 h (quota ${quotas.enterprise.files} files, ${quotas.enterprise.bytes} bytes)`);
    return refusedWithStatus(TOO_LARGE, BusinessError.ENTERPRISE_UPLOAD_QUOTA, message);
  }
  return undefined;
}

export const attachmentRoutes = apiRoutes([
  {
    endpoint: endpoints.csOrder.uploadAuditFile,
    handle: (ctx) => {
      const kind = attachmentKindOf(ctx.contentType);
      if (!kind) {
        const known = ATTACHMENT_KINDS.map((k) => k.contentType).join(', ');
        return refuseUpload(ctx, 406, AttachmentText.wrongType, `content type ${mediaType(ctx.contentType) || 'none'} is not one of ${known}`);
      }
      const bytes = ctx.body;
      if (!(bytes instanceof Buffer)) return refuseUpload(ctx, 400, AttachmentText.empty, 'the body is empty');
      const rawName = optionalText(ctx.params, 'fileName');
      if (rawName === undefined) return refuseUpload(ctx, 400, BadRequestText.missing('fileName'), 'no fileName in the query');
      const name = attachmentName(rawName);
      if (name === '') return refuseUpload(ctx, 400, BadRequestText.invalid('fileName'), 'the file name is empty once cleaned');
      const refusal = checkAttachment(kind, name, bytes);
      if (refusal === 'extension') {
        return refuseUpload(ctx, 422, AttachmentText.wrongExtension, `${name} does not end in ${kind.extensions.join(' or ')} (${kind.contentType})`);
      }
      if (refusal === 'content') {
        return refuseUpload(ctx, 422, AttachmentText.wrongContent, `the bytes of ${name} are not ${kind.label} (${kind.contentType})`);
      }
      return inWriteTransaction(ctx.deps.db, () => {
        const overQuota = quotaRefusal(ctx, bytes.byteLength);
        if (overQuota) return overQuota;
        const file = insertAttachment(
          ctx.deps.db,
          { enterpriseId: ctx.user.enterpriseId, userId: ctx.user.userId, name, contentType: kind.contentType, data: bytes },
          ctx.deps.now(),
        );
        return ok({ fileId: file.fileId, name: file.name, size: file.size, url: attachmentUrl(file.fileId) });
      });
    },
  },
]);

/** `filename*` of Content-Disposition (RFC 6266/5987): the name in UTF-8, percent-encoded. */
function dispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /attachments/:fileId`: 401 without a live session, 404 for an unknown file and for another
 * enterprise's (which is not told apart from an unknown one). Always a download
 * (`Content-Disposition: attachment`, `nosniff`), never rendered in the portal's origin.
 */
export function registerAttachmentDownloads(app: FastifyInstance, deps: ServerDeps): void {
  app.get(`${ATTACHMENT_PATH}/:fileId`, (request, reply) => {
    const where = `GET ${request.url.split('?')[0]}`;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const userId = token === undefined ? undefined : sessionUserId(deps.db, token, deps.now());
    const user = userId === undefined ? undefined : userById(deps.db, userId);
    if (!user?.active) {
      deps.log(`[401] ${where}: 未登录 / no session`);
      return reply.code(401).type('text/plain; charset=utf-8').send('请先登录 / sign in first');
    }
    const { fileId } = request.params as { fileId: string };
    const file = enterpriseAttachment(deps.db, fileId, user.enterpriseId);
    if (!file) {
      deps.log(`[404] ${where}: 附件不存在或不属于本企业 / no such file in the user's enterprise`);
      return reply.code(404).type('text/plain; charset=utf-8').send('附件不存在 / no such file');
    }
    return reply
      .type(file.contentType)
      .header('content-disposition', dispositionOf(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}
