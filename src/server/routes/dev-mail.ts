/**
 * `GET /dev/mail` (issue 25 §3, docs/approvals.md "The demo mailbox"): like MailHog, a page listing
 * the e-mails and SMS the reference server "sent" for the signed-in admin's enterprise, newest
 * first, their http(s) links clickable. Registered only when `npm start` turns it on (`--dev-mail on`
 * / `DEV_MAIL=on`); off, the path is a 404 like every other unknown /dev/ path. Read with the
 * session (never a parameter) by a user with `admin.monitoring`, the demo tools' permission; it
 * shows the messages' text and nothing of the server's: no password, no session, no secret.
 * Plain HTML, every text escaped, no script (the portal's CSP applies).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

import { formatBoardingTime, hasPermission } from '../../../rules/index.ts';
import type { ServerDeps } from '../context.ts';
import { statusMessage } from '../messages.ts';
import { outboxOf, type OutboxMessage } from '../store/outbox.ts';
import { MONITORING_PERMISSION, sessionUser } from './monitoring.ts';

export const DEV_MAIL_PATH = '/dev/mail';
/** The permission the page asks for: the demo tools' (db/seed/reference.json). */
export const DEV_MAIL_PERMISSION = MONITORING_PERMISSION;
/** How many messages the page lists. */
export const DEV_MAIL_SHOWN = 200;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An http(s) URL in a message: up to a space or Chinese punctuation. */
const URL_PATTERN = /https?:\/\/[^\s，。；、）)<>"']+/g;

/** The text escaped, its http(s) URLs as links. @example linkify('打开 https://a.cn/x 审批') // '打开 <a href="https://a.cn/x">https://a.cn/x</a> 审批' */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function item(message: OutboxMessage): string {
  const kind = message.channel === 'email' ? '邮件' : '短信';
  const head = `${kind} · ${escapeHtml(formatBoardingTime(message.createdAt))} · 发送至 ${escapeHtml(message.sentTo || '（无地址）')}${message.orderId ? ` · 订单 ${escapeHtml(message.orderId)}` : ''}`;
  return `<li><p class="head">${head}</p>${message.subject ? `<p class="subject">${escapeHtml(message.subject)}</p>` : ''}<p>${linkify(message.body)}</p></li>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;max-width:960px;line-height:1.6;color:#1a202c}ul{list-style:none;padding:0}li{border:1px solid #cbd5e0;border-radius:6px;padding:8px 12px;margin:8px 0;overflow-wrap:anywhere}.head{color:#4a5568;font-size:14px;margin:0}.subject{font-weight:600;margin:4px 0}a{color:#2b6cb0}</style>
</head><body>${body}</body></html>`;
}

function refuse(reply: FastifyReply, status: 401 | 484, text: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page('演示邮箱', `<h1>演示邮箱</h1><p role="alert">${escapeHtml(text)}</p><p><a href="/login">登录</a></p>`));
}

export function registerDevMail(app: FastifyInstance, deps: ServerDeps): void {
  app.get(DEV_MAIL_PATH, (request, reply) => {
    const user = sessionUser(request, deps);
    if (!user) {
      deps.log(`[401] GET ${DEV_MAIL_PATH}: 未登录，不能查看演示邮箱 / not signed in, demo mailbox refused`);
      return refuse(reply, 401, `${statusMessage(401)}：请先以管理员身份登录。`);
    }
    if (!hasPermission(user.permissions, DEV_MAIL_PERMISSION)) {
      deps.log(`[484] GET ${DEV_MAIL_PATH}: ${user.userId} 没有 ${DEV_MAIL_PERMISSION} 权限 / lacks ${DEV_MAIL_PERMISSION}, demo mailbox refused`);
      return refuse(reply, 484, statusMessage(484));
    }
    const messages = outboxOf(deps.db, user.enterpriseId, DEV_MAIL_SHOWN);
    const list = messages.length === 0 ? '<p>还没有发出的邮件或短信。</p>' : `<ul aria-label="已发送的邮件和短信">${messages.map(item).join('')}</ul>`;
    const intro = `<p>参考服务器不真正发送邮件和短信：这里列出本企业最近 ${DEV_MAIL_SHOWN} 条“已发送”的邮件和短信，最新的在前。</p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page('演示邮箱', `<h1>演示邮箱</h1>${intro}${list}`));
  });
}
