/**
 * Assembles a compiled form's root object: properties in display order (`ui:order`), their
 * uiSchema entries, and the `required` list. Private to `rules/compile/`.
 */
import type { JsonSchema, UiSchema } from './contract.ts';

export class FormBuilder {
  private readonly properties: Record<string, JsonSchema> = {};
  private readonly ui: Record<string, unknown> = {};
  private readonly order: string[] = [];
  private readonly required: string[] = [];

  /** Adds a property after the ones added before it. */
  add(key: string, schema: JsonSchema, ui: Record<string, unknown> = {}, required = false): this {
    this.properties[key] = schema;
    if (Object.keys(ui).length > 0) this.ui[key] = ui;
    this.order.push(key);
    if (required) this.required.push(key);
    return this;
  }

  /**
   * The root schema (draft-07, self-contained) and its uiSchema. The root leaves
   * `additionalProperties` open: the form data may carry what the form does not draw (ids,
   * coordinates, a price result), which the renderer keeps and does not check.
   */
  build(title: string): { schema: JsonSchema; uiSchema: UiSchema } {
    const schema: JsonSchema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      title,
      properties: this.properties,
      ...(this.required.length > 0 ? { required: this.required } : {}),
    };
    return { schema, uiSchema: { 'ui:order': this.order, ...this.ui } };
  }
}
