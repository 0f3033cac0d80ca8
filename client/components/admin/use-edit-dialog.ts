import { useState } from 'react';

/** An add-or-edit dialog's state: whether it is open, and the item it edits (null to add one). */
export function useEditDialog<Item>() {
  const [editing, setEditing] = useState<Item | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = (item: Item | null) => {
    setEditing(item);
    setOpen(true);
  };
  return { editing, open, setOpen, openFor };
}
