/** Where the institutions' page is and who may open it: named once, light enough for the home page's link (no schema, no rule). Institutions group the users, so the users' administrators keep them. */
export const INSTITUTIONS_PERMISSION = 'admin.users';
export const INSTITUTIONS_PATH = '/EnterpriseService/Institutions';
