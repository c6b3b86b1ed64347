import { TagsInput } from '@mantine/core';
import { MAX_DOCUMENT_TAGS, MAX_TAG_NAME_LENGTH } from '@portal/domain';
import { useTaggingComponents } from '../tagging-components';

/** Document tags given to every file of an upload, from the firm's tags or typed as new ones. */
export function UploadTagsField({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled: boolean;
}) {
  const { useDocumentTagNames } = useTaggingComponents();
  const tagNames = useDocumentTagNames();
  return (
    <TagsInput
      label="Tags"
      maxLength={MAX_TAG_NAME_LENGTH}
      description="Given to every file. Choose existing tags or type a new one and press Enter."
      data={tagNames}
      value={value}
      onChange={onChange}
      maxTags={MAX_DOCUMENT_TAGS}
      disabled={disabled}
      clearable
    />
  );
}
