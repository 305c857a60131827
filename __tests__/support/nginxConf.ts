import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Debian's /etc/nginx/nginx.conf, reduced to what the site needs, written into a scratch folder
 * `etc` with its paths there: the server blocks it includes are `sites-enabled/*.conf` beside it.
 */
export function writeScratchNginxConf(etc: string) {
  writeFileSync(
    path.join(etc, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
pid ${etc}/nginx.pid;
error_log ${etc}/error.log;
daemon off;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${etc}/body;
  include sites-enabled/*.conf;
}
`,
  );
}
