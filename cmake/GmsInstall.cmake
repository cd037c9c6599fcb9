# Installation as a desktop program (GNU layout):
#   bin/gms, bin/gms-cli, bin/gms-mpi (with -DGMS_WITH_MPI=ON)
#   libexec/gms/gms-diagram                          `gms-cli diagram` (the only gms-cli part with Qt)
#   share/applications/org.gms.GMS.desktop          menu entry, opens .epd and .inp files
#   share/metainfo/org.gms.GMS.metainfo.xml          AppStream (software centres)
#   share/icons/hicolor/{48x48,128x128,256x256,scalable}/apps/org.gms.GMS.{png,svg}
#   share/mime/packages/org.gms.GMS.xml              MIME types of EPD and Popeye input files
#   share/man/man1/gms-cli.1, gms-mpi.1 (with -DGMS_WITH_MPI=ON)
#   share/gms/problems/                              the shipped collections
set(GMS_APP_ID org.gms.GMS)
set(GMS_RESOURCES ${PROJECT_SOURCE_DIR}/resources)

install(TARGETS gms-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(GMS_CLI_DIAGRAM)
  install(TARGETS gms-diagram RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/gms)
endif()
if(GMS_BUILD_GUI)
  install(TARGETS gms RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${GMS_RESOURCES}/${GMS_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${GMS_RESOURCES}/${GMS_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${GMS_RESOURCES}/icons/gms.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${GMS_APP_ID}.svg)
  foreach(size 48 128 256)
    install(FILES ${GMS_RESOURCES}/icons/gms-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${GMS_APP_ID}.png)
  endforeach()
  install(FILES ${GMS_RESOURCES}/${GMS_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
          RENAME ${GMS_APP_ID}.xml)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/docs/gms-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
if(GMS_WITH_MPI)
  install(TARGETS gms-mpi RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/docs/gms-mpi.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
file(GLOB GMS_SHIPPED_PROBLEMS ${PROJECT_SOURCE_DIR}/problems/*.epd ${PROJECT_SOURCE_DIR}/problems/*.inp)
install(FILES ${GMS_SHIPPED_PROBLEMS} ${PROJECT_SOURCE_DIR}/problems/README.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/gms/problems)
