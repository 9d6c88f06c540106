/**
 * RJSF's own words in Chinese (its `translateString`): the buttons of a list the engine draws with
 * RJSF's array templates (添加、上移、下移、删除, the config form view's special fields and options,
 * issue 24 §1) and the few other texts RJSF writes itself. A string not listed keeps RJSF's English,
 * with its `%1` markers filled.
 */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

const CHINESE: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '项',
  [TranslatableString.EmptyArray]: '还没有内容，可用下方的按钮添加。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.ClearButton]: '清除',
  [TranslatableString.ClearLabel]: '清除',
};

/**
 * @example translateString(TranslatableString.MoveUpButton) // '上移'
 */
export function translateString(key: TranslatableString, params?: string[]): string {
  const chinese = CHINESE[key];
  return chinese ?? englishStringTranslator(key, params);
}
