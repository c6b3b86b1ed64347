/** /document-drop-off?questionnaireId=&companyId= (spec 001 §2): the items a drop-off asks for, and where to upload them. */
export function DocumentDropOffScreen() {
  return null;
}
