/**
 * The edit view of a fleet row: the PUT's wire schema drawn by the one renderer, prefilled from the
 * row; 保存 sends the PUT and closes the view once it is saved (the lists are asked again), 取消
 * closes it. What else belongs to the row (a car's owners and week) comes as children.
 */
import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { CompiledForm } from '../../../../rules/index.ts';
import { Section } from '../../../components/ui/layout.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { NO_LOOKUPS } from './no-lookups.ts';

export function EditPanel<T>({ title, form, id, initial, onSave, onClose, children }: {
  title: string;
  form: CompiledForm;
  id: string;
  initial: T;
  onSave: (data: T) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [data, setData] = useState<T>(initial);
  const [busy, setBusy] = useState(false);
  // The view opens below the list: bring it into sight, at 390 px too.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const save = (value: T) => {
    setBusy(true);
    onSave(value)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Box ref={top}>
    <Section title={title}>
      <SchemaForm<T> form={form} formData={data} onChange={setData} onSubmit={save} lookups={NO_LOOKUPS} label={title} idPrefix={id}>
        <HStack mt="3" gap="3">
          <Button type="submit" colorPalette="blue" loading={busy}>保存</Button>
          <Button variant="outline" onClick={onClose}>取消</Button>
        </HStack>
      </SchemaForm>
      {children ? <Box mt="4">{children}</Box> : null}
    </Section>
    </Box>
  );
}
