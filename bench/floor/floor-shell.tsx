import AccountCircle from '@mui/icons-material/AccountCircle';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { reactApp } from './react-app';

const LINKS = ['Bán vé', 'Lệnh vận chuyển', 'Đăng ký QR ngân hàng'];
const MENUS = [
  { label: 'Quản lý', items: ['Nhân viên', 'Số máy lẻ', 'Nhà xe ủy quyền', 'Tuyến phổ biến'] },
  { label: 'Báo cáo', items: ['Báo cáo giao dịch', 'Vé hủy', 'Lịch sử SMS', 'Quyết toán bán vé'] },
];

/** What the portal's shell shows on every signed-in route: navbar, greeting and sidebar, with the user-info call. */
function Shell() {
  const mobile = useMediaQuery('(max-width: 991.98px)', { noSsr: true });
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [user, setUser] = useState<string | undefined>();
  useEffect(() => {
    axios.post<{ results?: { user?: { name?: string } } }>('/api/v2/partner/view', {}).then(
      (r) => setUser(r.data.results?.user?.name),
      () => undefined,
    );
  }, []);
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar component="nav" sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" aria-label="Đóng/mở thanh bên" onClick={() => setOpen((v) => !v)}>
            <MenuIcon />
          </IconButton>
          <Link color="inherit" underline="none" href="/dashboard" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, fontWeight: 700 }}>
            <DirectionsBus aria-hidden />
            Busdesk
          </Link>
          {mobile
            ? null
            : [...LINKS, ...MENUS.map((m) => m.label)].map((label) => (
                <Button key={label} color="inherit" onClick={() => navigateToUrl('/')}>
                  {label}
                </Button>
              ))}
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Tìm kiếm vé nhanh">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" aria-label="Thông báo vé mới">
            <Badge badgeContent={0} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          </IconButton>
          <IconButton color="inherit" aria-label={user ?? 'Tài khoản'}>
            <AccountCircle />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="p" sx={{ m: 0, px: 2, py: 0.5, bgcolor: '#e8f0fb', fontSize: 14, textAlign: 'center' }}>
        Chúc bạn có một ngày làm việc vui vẻ
      </Box>
      {open ? (
        <List component="nav" sx={{ width: 260 }}>
          {LINKS.map((label) => (
            <ListItemButton key={label} component="a" href="/">
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
          {MENUS.map((menu) => (
            <Box key={menu.label}>
              <ListItemButton onClick={() => setExpanded((v) => (v === menu.label ? null : menu.label))}>
                <ListItemText primary={menu.label} />
                {expanded === menu.label ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={expanded === menu.label} unmountOnExit>
                <List disablePadding>
                  {menu.items.map((item) => (
                    <ListItemButton key={item} component="a" href="/" sx={{ pl: 4 }}>
                      <ListItemText primary={item} />
                    </ListItemButton>
                  ))}
                </List>
              </Collapse>
            </Box>
          ))}
        </List>
      ) : null}
    </>
  );
}

export const { bootstrap, mount, unmount } = reactApp(Shell);
