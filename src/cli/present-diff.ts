/**
 * `booking-rules diff` output (issue 10 §2): a readable table, Chinese with English beside it,
 * or JSON with the same words next to the codes. The words come from rules/diff/present-diff.ts,
 * so the page and the command line say the same thing.
 */
import {
  describeChange,
  describeEffect,
  renderReasons,
  type DiffResult,
  type Issue,
  type ReplayResult,
} from '../../rules/index.ts';

/** How many order ids the table lists per effect (the JSON lists them all). */
const IDS_SHOWN = 10;

function ids(list: readonly string[]): string {
  if (list.length <= IDS_SHOWN) return list.join(', ');
  return `${list.slice(0, IDS_SHOWN).join(', ')} … 共 ${list.length} 个 / ${list.length} in all`;
}

/**
 * The diff (and the replay, when orders were given) as a table.
 *
 * @example presentDiffTable(diff.value, undefined)
 * // '1 处变化 changes（比较了 20 个场景 / 20 scenarios compared）\n\n1. 专车「项目编号」 / special-car field 101 "项目编号"\n …'
 */
export function presentDiffTable(diff: DiffResult, replay: ReplayResult | undefined): string {
  const lines: string[] = [];
  lines.push(`${diff.changes.length} 处变化 changes（比较了 ${diff.scenarios} 个场景 / ${diff.scenarios} scenarios compared）`);
  diff.changes.forEach((change, i) => {
    const zh = describeChange(change, 'zh');
    const en = describeChange(change, 'en');
    lines.push('');
    lines.push(`${i + 1}. ${zh.subject} / ${en.subject}`);
    lines.push(`   之前 before: ${zh.before} / ${en.before}`);
    lines.push(`   之后 after:  ${zh.after} / ${en.after}`);
    lines.push(`   何时 when:   ${zh.when}`);
    lines.push(`                ${en.when}`);
    lines.push(`   场景 scenarios: ${change.scenarios} / ${change.blockSize}`);
    lines.push(`   原因 why（之前 before）: ${zh.because.before.join('；') || '—'}`);
    lines.push(`   原因 why（之后 after）:  ${zh.because.after.join('；') || '—'}`);
  });
  if (replay) {
    lines.push('');
    lines.push(
      `订单回放 replay: ${replay.orders} 个订单 orders（专车 special car ${replay.readable[4]}，自有车 own car ${replay.readable[5]}，` +
        `无法读取 unreadable ${replay.unreadable.length}）`,
    );
    if (replay.effects.length === 0) lines.push('  没有订单受影响 / no order is touched');
    for (const effect of replay.effects) {
      lines.push(`- ${describeEffect(effect, 'zh')}`);
      lines.push(`  ${describeEffect(effect, 'en')}`);
      lines.push(`  订单 orders: ${ids(effect.orderIds)}`);
      if (effect.emptyOrderIds.length > 0 && effect.after.required && !effect.before.required) {
        lines.push(`  未填写 left empty: ${ids(effect.emptyOrderIds)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The diff and the replay as JSON: every change and effect with its words in both languages. */
export function presentDiffJson(diff: DiffResult, replay: ReplayResult | undefined): unknown {
  return {
    scenarios: diff.scenarios,
    evaluations: diff.evaluations,
    changes: diff.changes.map((change) => ({
      ...change,
      words: { zh: describeChange(change, 'zh'), en: describeChange(change, 'en') },
      because: {
        ...change.because,
        words: {
          zh: { before: renderReasons(change.because.before, 'zh'), after: renderReasons(change.because.after, 'zh') },
          en: { before: renderReasons(change.because.before, 'en'), after: renderReasons(change.because.after, 'en') },
        },
      },
    })),
    ...(replay
      ? {
          replay: {
            ...replay,
            effects: replay.effects.map((effect) => ({ ...effect, words: { zh: describeEffect(effect, 'zh'), en: describeEffect(effect, 'en') } })),
          },
        }
      : {}),
  };
}

/** An unreadable order as a warning line. */
export function unreadableLine(issue: Issue): string {
  return `警告 warning [${issue.code}] ${issue.path}: ${issue.message} / ${issue.messageEn ?? issue.message}\n`;
}
