import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// spec §1: the date locale is Chinese with the week starting Monday.
// The zh-cn locale already carries weekStart: 1, so startOf('week') lands on a Monday.
dayjs.locale('zh-cn');

/** The one configured dayjs instance of the portal. Import it from here, never from 'dayjs' directly. */
export default dayjs;
