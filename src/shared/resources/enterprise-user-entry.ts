/** Where the users' page is and who may open it: named once, light enough for the home page's link (no schema, no rule). */
export const USERS_PERMISSION = 'admin.users';
export const USERS_PATH = '/EnterpriseService/Users';
