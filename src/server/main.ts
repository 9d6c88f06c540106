/**
 * `npm start`: the reference server with the portal's build. Options: `--port` / `PORT` (8080),
 * `--data` / `DATA_DIR` (`.data/`), `--host` / `HOST` (127.0.0.1), `--monitoring` / `MONITORING`
 * (`on`, the default here: the portal's RUM agent posts to this server; `off` answers 404 there),
 * `--public-url` / `PUBLIC_URL` (the portal's public address, which the approval e-mails and SMS
 * link to; the server's own `http://<host>:<port>` by default; a value that is not an absolute
 * http(s) URL stops the start with a Chinese and English message), `--dev-mail` / `DEV_MAIL` (`on`
 * serves the demo mailbox /dev/mail to admins: the e-mails and SMS the server "sent"; `off`, the
 * default, answers 404 there).
 * The origins of `VITE_API_BASE_URL` and `VITE_APM_SERVER_URL`, which `npm start`'s build read
 * from the same environment, join the portal's CSP `connect-src`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from './create-server.ts';
import { providerFromEnvironment } from './places/choose-provider.ts';
import { originOf } from './protocol/browser-headers.ts';
import { checkPublicUrl, publicUrlRefusal } from './public-url.ts';
import type { DemoRole } from './db/reference-data.ts';
import { demoSignIns } from './db/seed.ts';

const DEFAULT_PORT = 8080;
const DEFAULT_DATA_DIR = '.data/';

const { values } = parseArgs({
  options: { port: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' }, monitoring: { type: 'string' }, 'public-url': { type: 'string' }, 'dev-mail': { type: 'string' } },
  allowPositionals: false,
});

const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`端口无效 / invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
const dataDir = resolve(values.data ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

const monitoringSetting = (values.monitoring ?? process.env.MONITORING ?? 'on').toLowerCase();
if (monitoringSetting !== 'on' && monitoringSetting !== 'off') {
  console.error(`监控接收设置无效（须为 on 或 off）/ invalid monitoring setting (must be on or off): ${monitoringSetting}`);
  process.exit(2);
}
const monitoring = monitoringSetting === 'on';
const connectSources = [process.env.VITE_API_BASE_URL, process.env.VITE_APM_SERVER_URL]
  .map(originOf)
  .filter((origin): origin is string => origin !== undefined);

const devMailSetting = (values['dev-mail'] ?? process.env.DEV_MAIL ?? 'off').toLowerCase();
if (devMailSetting !== 'on' && devMailSetting !== 'off') {
  console.error(`演示邮箱设置无效（须为 on 或 off）/ invalid demo mailbox setting (must be on or off): ${devMailSetting}`);
  process.exit(2);
}
const devMail = devMailSetting === 'on';

const publicUrlSetting = values['public-url'] ?? process.env.PUBLIC_URL;
if (publicUrlSetting !== undefined && publicUrlSetting !== '' && checkPublicUrl(publicUrlSetting) === undefined) {
  console.error(publicUrlRefusal(publicUrlSetting));
  process.exit(2);
}
const publicUrl = publicUrlSetting === undefined || publicUrlSetting === '' ? {} : { publicUrl: publicUrlSetting };

const places = providerFromEnvironment(process.env);
const server = await createServer({ dataDir, port, host, staticDir: resolve('dist'), monitoring, connectSources, warmPlaces: true, devMail, ...publicUrl, ...(places.factory ? { placeProvider: places.factory } : {}) });

const DEMO_ROLE_LABELS: Record<DemoRole, string> = {
  booker: '预订人 / booker        ',
  admin: '管理员 / admin         ',
  approver: '审批人 / approver      ',
  fleet: '车队管理 / fleet manager',
  specialBooker: '特殊企业预订人 / special-enterprise booker',
};

const lines = [
  '企业用车门户参考服务器已启动 / Enterprise booking portal reference server is running',
  `  地址 / URL:            ${server.url}`,
  `  公开地址 / Public URL:  ${server.publicUrl}（审批邮件和短信中的链接 / the approval e-mails' and SMS' links; PUBLIC_URL）`,
  `  数据目录 / Data folder: ${dataDir}`,
  `  地点数据 / Places:      ${places.description}`,
  '  演示登录 / Demo sign-in (手机号 / 密码, phone / password):',
  ...demoSignIns().map(
    (u) => `    ${DEMO_ROLE_LABELS[u.role]}  ${u.trueName}  ${u.phoneNumber} / ${u.password}`,
  ),
  `  监控接收 / Monitoring intake: ${monitoring ? `${server.url}/dev/rum-events` : '关闭 / off'}`,
  `  演示邮箱 / Demo mailbox: ${devMail ? `${server.url}/dev/mail（管理员登录后查看 / for a signed-in admin）` : '关闭 / off（DEV_MAIL=on 或 --dev-mail on 开启 / turn on with DEV_MAIL=on or --dev-mail on）'}`,
  '  登录短信验证码打印在本日志中 / sign-in SMS codes are printed in this log',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
