/**
 * The enterprise's notice (issue 25 §2, docs/administration.md "企业设置"), as its bookers see it on
 * the home page: drawn only while the admin has it switched on, its text as written (line breaks kept).
 */
import { useQuery } from '@tanstack/react-query';

import { useTransport } from '../../../lib/transport-context.tsx';
import { noticeBoardQuery } from '../api/settings.ts';

export function NoticeBoard() {
  const board = useQuery(noticeBoardQuery(useTransport())).data;
  if (board === undefined || !board.enabled) return null;
  return (
    <section className="ui-section" aria-label="公告">
      <h2 className="ui-section__title">{`公告：${board.title}`}</h2>
      <p className="ui-paragraph" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {board.text}
      </p>
    </section>
  );
}
